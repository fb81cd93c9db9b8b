import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { onPhone } from '../media';
import { buttonStyles, Spinner, type ButtonVariant } from './buttonStyles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Fills the width of its container (mobile forms). */
  block?: boolean;
  /** Shows a wait on the button and blocks repeated presses; the label stays for screen readers. */
  busy?: boolean;
}

const StyledButton = styled.button<{ $variant: ButtonVariant; $block: boolean }>`
  ${buttonStyles}

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.action.disabled};
    color: ${({ theme }) => theme.colors.action.onDisabled};
    border-color: ${({ theme }) => theme.colors.action.disabled};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  /* A form's own action is the width of the phone, in reach of either thumb. */
  ${onPhone} {
    &[type='submit'] {
      width: 100%;
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
