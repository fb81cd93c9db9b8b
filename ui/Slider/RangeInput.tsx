import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { snapToAllowedValue } from '../../domain/forms/slider';

export interface RangeInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step'
> {
  /** The allowed values, lowest first; the range moves between their positions. */
  values: readonly number[];
  value: number;
  onChange: (value: number) => void;
  /** The value as a customer reads it; screen readers hear it as `aria-valuetext`. */
  formatValue: (value: number) => string;
}

const Range = styled.input`
  width: 100%;
  height: 44px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.action.selected};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

/**
 * The browser's range input over a list of allowed values (so uneven steps work): arrows,
 * Home, End, PageUp and PageDown come from the browser. Shared by Slider and AmountLimitField.
 */
export function RangeInput({ values, value, onChange, formatValue, ...rest }: RangeInputProps) {
  const shown = snapToAllowedValue(value, values);
  return (
    <Range
      type="range"
      min={0}
      max={values.length - 1}
      step={1}
      value={shown === null ? 0 : values.indexOf(shown)}
      aria-valuetext={formatValue(value)}
      onChange={(event) => {
        const chosen = values[Number(event.target.value)];
        if (chosen !== undefined) onChange(chosen);
      }}
      {...rest}
    />
  );
}
