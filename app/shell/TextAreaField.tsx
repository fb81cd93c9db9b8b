import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlBox, describedBy, FormField } from '../../ui/FormField';

const Area = styled.textarea`
  ${controlBox}
  width: 100%;
  min-height: 10rem;
  resize: vertical;
`;

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'aria-invalid'
> {
  label: string;
  hint?: string;
  error?: string | null;
}

/**
 * A text of several lines (a message, feedback) in the kit's field: label, hint, announced error.
 * Give it no `maxLength`: a text pasted too long stays whole, and the form says it is too long.
 */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, hint, error, ...rest }, ref) {
    return (
      <FormField label={label} hint={hint} error={error}>
        {(field) => (
          <Area
            ref={ref}
            rows={8}
            {...rest}
            id={field.id}
            aria-invalid={field.invalid || undefined}
            aria-describedby={describedBy(field.describedBy)}
          />
        )}
      </FormField>
    );
  },
);
