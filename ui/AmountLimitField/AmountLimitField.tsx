import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  amountLimitHint,
  amountLimitSteps,
  formatWholeEuros,
  parseAmountLimit,
  validateAmountLimit,
} from '../../domain/money/amountLimit';
import { FormField } from '../FormField';
import { useMessageText } from '../MessageText';
import { RangeInput } from '../Slider';
import { TextInput } from '../TextInput';

export interface AmountLimitFieldProps {
  label: ReactNode;
  /** The highest limit in whole euros (card limits 1000, 2000, 10000, 20000). */
  max: number;
  /** The limit in whole euros. */
  value: number;
  onChange: (euros: number) => void;
  /** A message from the form (e.g. daily above monthly); wins over the field's own. */
  error?: string | null;
  disabled?: boolean;
  name?: string;
}

const AmountBox = styled.div`
  max-width: 12rem;
`;

/**
 * A limit in whole euros from 0 to a maximum: a box to type it and a slider in steps of 100 €.
 * A typed amount is clamped to 0…max when the customer leaves the box; text that is not an
 * amount in whole euros stays as typed and shows the hint as the error.
 */
export function AmountLimitField({
  label,
  max,
  value,
  onChange,
  error,
  disabled = false,
  name,
}: AmountLimitFieldProps) {
  const messageText = useMessageText();
  const steps = useMemo(() => amountLimitSteps(max), [max]);
  const [draft, setDraft] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const typedError = left && draft !== null ? validateAmountLimit(draft, max) : null;

  function choose(euros: number) {
    setDraft(null);
    setLeft(false);
    if (euros !== value) onChange(euros);
  }

  function commit() {
    if (draft === null) return;
    const euros = parseAmountLimit(draft, max);
    if (euros === null) setLeft(true);
    else choose(euros);
  }

  return (
    <FormField label={label} hint={messageText(amountLimitHint(max))} error={error ?? typedError}>
      {(field) => (
        <>
          <AmountBox>
            <TextInput
              name={name}
              inputMode="numeric"
              disabled={disabled}
              value={draft ?? formatWholeEuros(value)}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={commit}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commit();
              }}
            />
          </AmountBox>
          <RangeInput
            values={steps}
            value={value}
            onChange={choose}
            formatValue={formatWholeEuros}
            disabled={disabled}
            aria-labelledby={field.labelId}
            aria-describedby={field.describedBy}
          />
        </>
      )}
    </FormField>
  );
}
