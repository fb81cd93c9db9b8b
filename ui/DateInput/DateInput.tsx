import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { toIsoDate } from '../../domain/dates/dates';
import { controlBox, useFormField } from '../FormField';

export interface DateInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'min' | 'max' | 'aria-invalid'
> {
  /** The earliest date the picker offers: a Date or `YYYY-MM-DD`. */
  min?: Date | string;
  /** The latest date the picker offers: a Date or `YYYY-MM-DD`. */
  max?: Date | string;
}

const Input = styled.input`
  ${controlBox}
  width: 100%;
  max-width: 14rem;
`;

function isoDate(date: Date | string | undefined): string | undefined {
  return date instanceof Date ? toIsoDate(date) : date;
}

/**
 * The browser's own date input inside a FormField: its value is a `YYYY-MM-DD` calendar date,
 * and `min`/`max` bound what the picker offers. Forwards its ref for react-hook-form.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { min, max, ...rest },
  ref,
) {
  const field = useFormField();
  return (
    <Input
      ref={ref}
      type="date"
      min={isoDate(min)}
      max={isoDate(max)}
      {...rest}
      id={field.id}
      aria-invalid={field.invalid || undefined}
      aria-describedby={field.describedBy}
    />
  );
});
