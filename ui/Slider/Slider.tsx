import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatSliderValue, sliderSteps, snapToAllowedValue } from '../../domain/forms/slider';
import { useFormField } from '../FormField';
import { TextInput } from '../TextInput';
import { RangeInput } from './RangeInput';

export interface SliderProps {
  value: number;
  /** Called with an allowed value: from the range, or the typed value snapped to one. */
  onChange: (value: number) => void;
  /** The allowed values, lowest first; wins over min/max/step. */
  values?: readonly number[];
  min?: number;
  max?: number;
  /** The distance between positions from min to max; 1 unless told. */
  step?: number;
  /** The value as a customer reads it (`10 000 €`, `36 kk`): the visible text and for screen readers. */
  formatValue?: (value: number) => string;
  disabled?: boolean;
  name?: string;
}

const ValueBox = styled.div`
  max-width: 12rem;
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const NoData = styled.output`
  color: ${({ theme }) => theme.colors.text.muted};
`;

/**
 * A range slider with a box for typing the value, inside a FormField. A typed value snaps to the
 * nearest allowed value when the customer leaves the box or presses Enter (a non-number falls
 * back to 25 000 first); with no values the slider says so. Memoised: beside another slider (the
 * loan calculator's), a step of one does not render the other again, given stable handlers.
 */
export const Slider = memo(function Slider({
  value,
  onChange,
  values,
  min,
  max,
  step = 1,
  formatValue = formatSliderValue,
  disabled = false,
  name,
}: SliderProps) {
  const { t } = useTranslation();
  const field = useFormField();
  const allowed = useMemo(
    () => values ?? (min === undefined || max === undefined ? [] : sliderSteps(min, max, step)),
    [values, min, max, step],
  );
  const [draft, setDraft] = useState<string | null>(null);
  const current = snapToAllowedValue(value, allowed);
  const lowest = allowed[0];
  const highest = allowed[allowed.length - 1];
  // The scale changes with the allowed values, not with every step.
  const scale = useMemo(
    () =>
      lowest === undefined || highest === undefined ? null : (
        <Scale>
          <span>{formatValue(lowest)}</span>
          <span>{formatValue(highest)}</span>
        </Scale>
      ),
    [formatValue, lowest, highest],
  );

  if (current === null) {
    return (
      <NoData id={field.id} aria-describedby={field.describedBy}>
        {t('common.slider.noData')}
      </NoData>
    );
  }

  function commit(text: string): number {
    const snapped = snapToAllowedValue(text, allowed) ?? value;
    if (snapped !== value) onChange(snapped);
    return snapped;
  }

  // While the box has focus it holds the bare number for editing; otherwise the formatted value.
  return (
    <>
      <ValueBox>
        <TextInput
          name={name}
          inputMode="decimal"
          disabled={disabled}
          value={draft ?? formatValue(current)}
          onFocus={() => setDraft(formatSliderValue(current))}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => {
            if (draft !== null) commit(draft);
            setDraft(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && draft !== null) {
              setDraft(formatSliderValue(commit(draft)));
            }
          }}
        />
      </ValueBox>
      <RangeInput
        values={allowed}
        value={current}
        onChange={(chosen) => {
          setDraft(null);
          onChange(chosen);
        }}
        formatValue={formatValue}
        disabled={disabled}
        aria-labelledby={field.labelId}
        aria-describedby={field.describedBy}
      />
      {scale}
    </>
  );
});
