import { useState, type ReactNode } from 'react';
import { FormField } from '../../ui/FormField';

export interface ValidatedFieldProps<Value> {
  label: string;
  hint?: string;
  initial: Value;
  /** The input's validator: its message shows once the field was left, as a form shows it. */
  validate: (value: Value) => string | null;
  onChange: (value: Value) => void;
  children: (field: {
    value: Value;
    onChange: (value: Value) => void;
    onBlur: () => void;
  }) => ReactNode;
}

/** A parsed kit input in its FormField, held and validated the way a form of the bank does. */
export function ValidatedField<Value>({
  label,
  hint,
  initial,
  validate,
  onChange,
  children,
}: ValidatedFieldProps<Value>) {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  return (
    <FormField label={label} hint={hint} error={touched ? validate(value) : null}>
      {children({
        value,
        onChange: (next) => {
          setValue(next);
          onChange(next);
        },
        onBlur: () => setTouched(true),
      })}
    </FormField>
  );
}
