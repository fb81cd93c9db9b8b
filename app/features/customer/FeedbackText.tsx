import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlBox, useFormField } from '../../../ui/FormField';

const Area = styled.textarea`
  ${controlBox}
  width: 100%;
  resize: vertical;
  font: inherit;
`;

/** The feedback's text box (the kit has no multi-line input), labelled by its FormField. */
export const FeedbackText = forwardRef<
  HTMLTextAreaElement,
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid'>
>(function FeedbackText(props, ref) {
  const field = useFormField();
  return (
    <Area
      ref={ref}
      {...props}
      id={field.id}
      aria-invalid={field.invalid || undefined}
      aria-describedby={field.describedBy}
    />
  );
});
