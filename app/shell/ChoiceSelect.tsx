import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlBox, FormField } from '../../ui/FormField';

export interface ChoiceSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'aria-invalid' | 'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** The first, empty option's text, while nothing is chosen. */
  placeholder: string;
  options: readonly { value: string | number; label: string }[];
  /** `long` for options that are whole lines (an account's name, IBAN and balance). */
  width?: 'short' | 'long';
}

const MAX_WIDTH = { short: '24rem', long: '36rem' } as const;

const Select = styled.select<{ $width: keyof typeof MAX_WIDTH }>`
  ${controlBox}
  width: 100%;
  max-width: ${({ $width }) => MAX_WIDTH[$width]};
`;

/**
 * A choice from a list (a due day, a loan's purpose, an account; the kit has no select): a native
 * select in the kit's control box, labelled and described by a FormField. Forwards its ref for
 * react-hook-form.
 */
export const ChoiceSelect = forwardRef<HTMLSelectElement, ChoiceSelectProps>(function ChoiceSelect(
  { label, hint, error, placeholder, options, width = 'short', ...rest },
  ref,
) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => (
        <Select
          ref={ref}
          {...rest}
          $width={width}
          id={field.id}
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.describedBy}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
});
