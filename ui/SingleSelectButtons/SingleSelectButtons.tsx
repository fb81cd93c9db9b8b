import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { Icon } from '../Icon';
import { foldOptions } from './folding';

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
   * Collapse mode: a choice folds the options to the chosen one, with 'Muuta valintaa' to show
   * them again; clicking the chosen option clears the choice (value null) and shows them all.
   */
  collapsible?: boolean;
  disabled?: boolean;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Choice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
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
 *
 * In collapse mode a choice made by click (or Space, Enter), or the focus leaving the buttons
 * after one made with the arrows, folds the options to the chosen one. 'Muuta valintaa'
 * (aria-expanded) shows them again and puts the focus on the chosen option; pressed again, it
 * folds them. Clicking the chosen option clears the choice and shows every option.
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
  const { t } = useTranslation();
  const groupId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [reopened, setReopened] = useState(false);
  const focusChosen = useRef(false);
  const { shown, folded } = foldOptions(options, value, { collapsible, reopened });
  const chosen = shown.findIndex((option) => option.value === value);
  const tabStop = Math.max(chosen, 0);

  // Reopened from 'Muuta valintaa': the customer goes on among the options, from the chosen one.
  useEffect(() => {
    if (!reopened || !focusChosen.current) return;
    focusChosen.current = false;
    buttons.current[Math.max(chosen, 0)]?.focus();
  }, [reopened, chosen]);

  function choose(option: SingleSelectOption<Value>, selected: boolean) {
    if (selected && collapsible) {
      onChange(null);
      return;
    }
    onChange(option.value);
    setReopened(false);
  }

  function toggle() {
    focusChosen.current = folded;
    setReopened(folded);
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setReopened(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const offset = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
    if (offset === 0) return;
    event.preventDefault();
    const next = (index + offset + shown.length) % shown.length;
    const option = shown[next];
    if (!option) return;
    buttons.current[next]?.focus();
    onChange(option.value);
  }

  return (
    <FormField label={label} hint={hint} error={error} group>
      {(field) => (
        <Choice onBlur={collapsible ? handleBlur : undefined}>
          <Group
            id={groupId}
            role="radiogroup"
            aria-labelledby={field.labelId}
            aria-describedby={field.describedBy}
            aria-invalid={field.invalid || undefined}
          >
            {shown.map((option, index) => {
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
                  onClick={() => choose(option, selected)}
                  onKeyDown={(event) => handleKeyDown(event, index)}
                >
                  {selected && <Icon name="check" />}
                  {option.label}
                </OptionButton>
              );
            })}
          </Group>
          {collapsible && chosen >= 0 && (
            <Button
              variant="tertiary"
              aria-expanded={!folded}
              aria-controls={groupId}
              disabled={disabled}
              onClick={toggle}
            >
              {t('kit.singleSelectButtons.change')}
              <Icon name={folded ? 'chevron-down' : 'chevron-up'} />
            </Button>
          )}
        </Choice>
      )}
    </FormField>
  );
}
