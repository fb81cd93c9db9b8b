import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy, FieldMessage } from '../FormField';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'aria-invalid'
> {
  /** The visible label beside the box; the whole row is the touch target. */
  label: ReactNode;
  description?: ReactNode;
  /** The message to show beneath; the form decides when (after touch or submit). */
  error?: string | null;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 44px;
  cursor: pointer;

  &:has(:disabled) {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

const Box = styled.input`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.action.selected};
  cursor: inherit;

  &[aria-invalid='true'] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.feedback.danger.border};
  }
`;

const Description = styled.div`
  padding-left: calc(1.5rem + ${({ theme }) => theme.space[3]});
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** A labelled checkbox with an optional description and error. Forwards its ref for react-hook-form. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, error, id, ...rest },
  ref,
) {
  const generated = useId();
  const boxId = id ?? generated;
  const descriptionId = `${boxId}-description`;
  const errorId = `${boxId}-error`;
  const invalid = Boolean(error);
  return (
    <Field>
      <Option htmlFor={boxId}>
        <Box
          ref={ref}
          type="checkbox"
          {...rest}
          id={boxId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(description != null && descriptionId, invalid && errorId)}
        />
        <span>{label}</span>
      </Option>
      {description != null && <Description id={descriptionId}>{description}</Description>}
      <FieldMessage id={errorId} message={error} />
    </Field>
  );
});
