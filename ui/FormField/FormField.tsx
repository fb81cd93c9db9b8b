import { createContext, useContext, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldMessage } from './FieldMessage';

/** What a control inside a FormField needs to wire itself to the label, hint and error. */
export interface FormFieldControl {
  /** The id of the one control the label names (`<label htmlFor>`). */
  id: string;
  /** The id of the label, for a group (`aria-labelledby`) or a second control. */
  labelId: string;
  /** The hint and the shown error, for `aria-describedby`; undefined when there is neither. */
  describedBy: string | undefined;
  /** True only while an error is shown: the value of `aria-invalid`. */
  invalid: boolean;
}

export interface FormFieldProps {
  /** The visible label. */
  label: ReactNode;
  /** A line of help between the label and the control. */
  hint?: ReactNode;
  /**
   * The message to show beneath the control. The form decides when: after the field was touched
   * or the form submitted; the field shows whatever it is given.
   */
  error?: string | null;
  /**
   * The label names a group of controls (code boxes, option buttons, the parts of a phone
   * number) rather than one input; the group takes `aria-labelledby={labelId}`.
   */
  group?: boolean;
  /** The control's id; generated unless given. */
  id?: string;
  /** The control, or a function of the ids for controls that do not call `useFormField()`. */
  children: ReactNode | ((field: FormFieldControl) => ReactNode);
}

const FormFieldContext = createContext<FormFieldControl | null>(null);

/** The ids and state of the surrounding FormField; every kit input calls it to wire itself. */
export function useFormField(): FormFieldControl {
  const field = useContext(FormFieldContext);
  if (!field) throw new Error('A kit input must be placed inside a FormField, which labels it.');
  return field;
}

/** Joins the ids of the elements that describe a control, skipping absent ones. */
export function describedBy(...ids: (string | undefined | false)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

/** A control's visible label, in the kit's one label style. */
export const FieldLabel = styled.label`
  color: ${({ theme }) => theme.colors.text.default};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

/** The quieter line under a label that tells how to fill the control in. */
export const FieldHint = styled.div`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/**
 * The wrapper of every input of the kit: a visible label, an optional hint, the control and the
 * error message beneath it (red border, icon, announced by screen readers).
 */
export function FormField({ label, hint, error, group = false, id, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const labelId = `${generated}-label`;
  const hintId = `${generated}-hint`;
  const errorId = `${generated}-error`;
  const invalid = Boolean(error);
  const field: FormFieldControl = {
    id: controlId,
    labelId,
    describedBy: describedBy(hint != null && hintId, invalid && errorId),
    invalid,
  };

  return (
    <Field>
      {group ? (
        <FieldLabel as="span" id={labelId}>
          {label}
        </FieldLabel>
      ) : (
        <FieldLabel id={labelId} htmlFor={controlId}>
          {label}
        </FieldLabel>
      )}
      {hint != null && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FormFieldContext.Provider value={field}>
        {typeof children === 'function' ? children(field) : children}
      </FormFieldContext.Provider>
      <FieldMessage id={errorId} message={error} />
    </Field>
  );
}
