import styled from 'styled-components';

/** A field as wide as what it holds (an amount, a reference), not the whole form. */
export const FieldWidth = styled.div<{ $max: 'amount' | 'reference' }>`
  max-width: ${({ $max }) => ($max === 'amount' ? '16rem' : '28rem')};
`;
