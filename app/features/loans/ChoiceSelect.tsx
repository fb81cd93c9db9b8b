import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlBox, FormField } from '../../../ui/FormField';

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
}

const Select = styled.select`
  ${controlBox}
  width: 100%;
  max-width: 24rem;
`;

/**
 * A choice from a short list (a due day, a loan's purpose): a native select in the kit's control
 * box, labelled and described by a FormField. Forwards its ref for react-hook-form.
 */
export const ChoiceSelect = forwardRef<HTMLSelectElement, ChoiceSelectProps>(function ChoiceSelect(
  { label, hint, error, placeholder, options, ...rest },
  ref,
) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => (
        <Select
          ref={ref}
          {...rest}
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
