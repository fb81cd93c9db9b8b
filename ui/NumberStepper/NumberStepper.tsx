import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatStepperValue, parseStepperInput, stepValue } from '../../domain/forms/numberStepper';
import { Button } from '../Button';
import { controlBox, useFormField } from '../FormField';

export interface NumberStepperProps {
  value: number;
  /** Called with the clamped number when the customer steps or leaves the field. */
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** How much one press of − or + (or an arrow key) changes the value; 1 unless told. */
  step?: number;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Input = styled.input`
  ${controlBox}
  width: 8rem;
  text-align: center;
`;

/**
 * A number with − and + buttons inside a FormField. The typed text is read by the bank's stepper
 * rules when the customer leaves the field or presses Enter: spaces stripped, comma as the
 * decimal point, clamped to min…max, and anything not a number reverts to the previous value.
 */
export function NumberStepper({
  value,
  onChange,
  min,
  max,
  step,
  disabled = false,
  name,
  onBlur,
}: NumberStepperProps) {
  const { t } = useTranslation();
  const field = useFormField();
  const [text, setText] = useState(() => formatStepperValue(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(formatStepperValue(value));
  }
  const limits = { min, max };
  /** A button is disabled when its step would not move the value: at a bound. */
  const canStep = (direction: 'up' | 'down') =>
    !disabled && stepValue(value, direction, { ...limits, step }) !== value;

  function change(next: number) {
    setText(formatStepperValue(next));
    if (next !== value) onChange(next);
  }

  /** The typed text read as the stepper's value (the previous one when it is not a number). */
  function typedValue(): number {
    return parseStepperInput(text, value, limits);
  }

  function stepBy(direction: 'up' | 'down') {
    change(stepValue(typedValue(), direction, { ...limits, step }));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const directions: Record<string, 'up' | 'down'> = { ArrowUp: 'up', ArrowDown: 'down' };
    const direction = directions[event.key];
    if (direction) {
      event.preventDefault();
      stepBy(direction);
    } else if (event.key === 'Enter') {
      // Read before a surrounding form submits; the submit itself goes ahead.
      change(typedValue());
    }
  }

  // The buttons repeat what the arrow keys do on the input, so they stay out of the tab order
  // (as in the WAI-ARIA spinbutton pattern) and a button disabled at a bound cannot drop focus.
  return (
    <Row>
      <Button
        variant="secondary"
        tabIndex={-1}
        aria-label={t('kit.numberStepper.decrease')}
        disabled={!canStep('down')}
        onClick={() => stepBy('down')}
      >
        −
      </Button>
      <Input
        type="text"
        inputMode="decimal"
        role="spinbutton"
        name={name}
        value={text}
        disabled={disabled}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={formatStepperValue(value)}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={() => {
          change(typedValue());
          onBlur?.();
        }}
        id={field.id}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.describedBy}
      />
      <Button
        variant="secondary"
        tabIndex={-1}
        aria-label={t('kit.numberStepper.increase')}
        disabled={!canStep('up')}
        onClick={() => stepBy('up')}
      >
        +
      </Button>
    </Row>
  );
}
