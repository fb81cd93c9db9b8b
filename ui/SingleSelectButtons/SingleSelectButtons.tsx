import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormField } from '../FormField';
import { Icon } from '../Icon';

export interface SingleSelectOption<Value extends string> {
  value: Value;
  label: ReactNode;
}

export interface SingleSelectButtonsProps<Value extends string> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  options: readonly SingleSelectOption<Value>[];
  /** The chosen option's value; null when none is chosen. */
  value: Value | null;
  onChange: (value: Value | null) => void;
  /**
   * Collapse mode: clicking the chosen option again clears the choice (value null). The other
   * options stay visible, so the choice can always be changed in one step.
   */
  collapsible?: boolean;
  disabled?: boolean;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const OptionButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 2px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.default};
  font: inherit;
  cursor: pointer;

  &[aria-checked='false']:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.background.muted};
  }

  &[aria-checked='true'] {
    border-color: ${({ theme }) => theme.colors.action.selected};
    background: ${({ theme }) => theme.colors.action.selected};
    color: ${({ theme }) => theme.colors.background.surface};
  }

  &:disabled {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.colors.action.disabled};
    background: ${({ theme }) => theme.colors.action.disabled};
    color: ${({ theme }) => theme.colors.action.onDisabled};
  }
`;

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * A single choice as a row of buttons with radio-group semantics: one tab stop, arrow keys move
 * and choose. The chosen option carries a check mark as well as its colour.
 */
export function SingleSelectButtons<Value extends string>({
  label,
  hint,
  error,
  options,
  value,
  onChange,
  collapsible = false,
  disabled = false,
}: SingleSelectButtonsProps<Value>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = options.findIndex((option) => option.value === value);
  const tabStop = Math.max(chosen, 0);

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const offset = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
    if (offset === 0) return;
    event.preventDefault();
    const next = (index + offset + options.length) % options.length;
    const option = options[next];
    if (!option) return;
    buttons.current[next]?.focus();
    onChange(option.value);
  }

  return (
    <FormField label={label} hint={hint} error={error} group>
      {(field) => (
        <Group
          role="radiogroup"
          aria-labelledby={field.labelId}
          aria-describedby={field.describedBy}
          aria-invalid={field.invalid || undefined}
        >
          {options.map((option, index) => {
            const selected = index === chosen;
            return (
              <OptionButton
                key={option.value}
                ref={(button) => {
                  buttons.current[index] = button;
                }}
                type="button"
                role="radio"
                aria-checked={selected}
                tabIndex={index === tabStop ? 0 : -1}
                disabled={disabled}
                onClick={() => onChange(selected && collapsible ? null : option.value)}
                onKeyDown={(event) => handleKeyDown(event, index)}
              >
                {selected && <Icon name="check" />}
                {option.label}
              </OptionButton>
            );
          })}
        </Group>
      )}
    </FormField>
  );
}
