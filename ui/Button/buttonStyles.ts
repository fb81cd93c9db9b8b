import styled, { css, keyframes } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.action.primary};
    color: ${({ theme }) => theme.colors.text.onAction};
    border-color: ${({ theme }) => theme.colors.action.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.action.primaryHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.action.primaryActive};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.background.surface};
    color: ${({ theme }) => theme.colors.text.link};
    border-color: ${({ theme }) => theme.colors.action.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.background.muted};
    }
  `,
  tertiary: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text.link};
    border-color: transparent;
    text-decoration: underline;
    &:hover:not(:disabled) {
      text-decoration-thickness: 2px;
    }
  `,
};

/**
 * The kit's button look, shared by everything that must look like a button without being a
 * `<button>`: a link to the page's main action, a file picker's label.
 */
export const buttonStyles = css<{ $variant: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: none;
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A turning ring in the current colour; GlobalStyle stops it under prefers-reduced-motion. */
export const Spinner = styled.span<{ $size?: number }>`
  width: ${({ $size = 16 }) => `${$size}px`};
  height: ${({ $size = 16 }) => `${$size}px`};
  border: ${({ $size = 16 }) => `${Math.max(2, Math.round($size / 10))}px`} solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
`;
