import styled from 'styled-components';

/** A card page's row of buttons, wrapping on a phone. */
export const ActionButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
