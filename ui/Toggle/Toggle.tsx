import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldHint, FieldLabel } from '../FormField';

export interface ToggleProps {
  label: ReactNode;
  /** A line beneath the label saying what the setting does. */
  description?: ReactNode;
  /** On (true) or off. */
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

/** The button is the 44 px touch target; the track and the knob are drawn inside it. */
const Switch = styled.button`
  position: relative;
  flex: none;
  width: 60px;
  height: 44px;
  padding: 0;
  border: none;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    inset: 6px 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.border.control};
    transition: background-color 150ms ease-out;
  }

  &::after {
    content: '';
    position: absolute;
    top: 10px;
    left: 4px;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.background.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: transform 150ms ease-out;
  }

  &[aria-checked='true']::before {
    background: ${({ theme }) => theme.colors.action.selected};
  }

  &[aria-checked='true']::after {
    transform: translateX(28px);
  }

  &:disabled {
    cursor: not-allowed;
  }

  &:disabled::before {
    background: ${({ theme }) => theme.colors.action.disabled};
  }
`;

/**
 * An on/off switch with its label beside it and an optional description: the seven card
 * regions and the cross-border payment settings. The knob's side shows the state, not only
 * the colour.
 */
export function Toggle({
  label,
  description,
  checked,
  onChange,
  disabled = false,
  id,
}: ToggleProps) {
  const generated = useId();
  const switchId = id ?? generated;
  const descriptionId = `${switchId}-description`;
  return (
    <Row>
      <Text>
        <FieldLabel htmlFor={switchId}>{label}</FieldLabel>
        {description != null && <FieldHint id={descriptionId}>{description}</FieldHint>}
      </Text>
      <Switch
        type="button"
        role="switch"
        id={switchId}
        aria-checked={checked}
        aria-describedby={description != null ? descriptionId : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      />
    </Row>
  );
}
