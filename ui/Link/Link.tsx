import type { AnchorHTMLAttributes } from 'react';
import styled from 'styled-components';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement>;

const StyledLink = styled.a`
  color: ${({ theme }) => theme.colors.text.link};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-decoration: underline;
  text-underline-offset: 0.15em;

  &:hover {
    text-decoration-thickness: 2px;
  }
`;

/** The kit's text link: underlined, so it is told apart from text without colour. */
export function Link(props: LinkProps) {
  return <StyledLink {...props} />;
}
