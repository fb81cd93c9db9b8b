import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** The button's accessible name: the icon alone shows no text. */
  label: string;
}

const StyledIconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;

  /* Drawn in the current colour, so the hover works on any surface, alert tones included. */
  &:hover:not(:disabled) {
    box-shadow: inset 0 0 0 2px currentColor;
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.action.onDisabled};
  }
`;

/** A 44 px icon-only button (close, remove): its name comes from `label`. */
export function IconButton({ icon, label, type = 'button', ...rest }: IconButtonProps) {
  return (
    <StyledIconButton type={type} aria-label={label} {...rest}>
      <Icon name={icon} size={24} />
    </StyledIconButton>
  );
}
