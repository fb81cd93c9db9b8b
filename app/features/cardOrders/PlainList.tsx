import styled from 'styled-components';

/** A list of rows, without bullets: each row says what it is. */
export const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
