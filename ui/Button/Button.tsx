import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Fills the width of its container (mobile forms). */
  block?: boolean;
  /** Shows a wait on the button and blocks repeated presses; the label stays for screen readers. */
  busy?: boolean;
}

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

const StyledButton = styled.button<{ $variant: ButtonVariant; $block: boolean }>`
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
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.action.disabled};
    color: ${({ theme }) => theme.colors.action.onDisabled};
    border-color: ${({ theme }) => theme.colors.action.disabled};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: spin 0.8s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/** The kit's button: 44 px touch target, three variants, a busy state for waits. */
export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  type = 'button',
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $block={block}
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {busy && <Spinner aria-hidden="true" />}
      {children}
    </StyledButton>
  );
}
