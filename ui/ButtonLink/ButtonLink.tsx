import type { AnchorHTMLAttributes } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '../Button';

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
}

const StyledButtonLink = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

/** A link that looks like a button: navigation that reads as the page's main action. */
export function ButtonLink({ variant = 'primary', ...props }: ButtonLinkProps) {
  return <StyledButtonLink $variant={variant} {...props} />;
}
