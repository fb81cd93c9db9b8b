import { useState, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { controlBox, useFormField } from '../FormField';

export interface FormattedInputProps<Value> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'aria-invalid'
> {
  /** What the field holds, as the form keeps it. */
  value: Value;
  onChange: (value: Value) => void;
  /** What a typed text means. */
  parse: (text: string) => Value;
  /** How a value reads: shown when it comes from outside, and once the field is left. */
  format: (value: Value) => string;
  ref?: Ref<HTMLInputElement>;
}

const Input = styled.input`
  ${controlBox}
  width: 100%;
`;

/**
 * The base of the kit's parsed inputs (amount, IBAN, reference) inside a FormField: the form
 * gets the parsed value at each keystroke, the customer keeps the text as typed until they leave
 * the field, which then shows the value formatted. A value set from outside (a barcode, a payee
 * from the list, a restored draft) replaces the text.
 */
export function FormattedInput<Value>({
  value,
  onChange,
  onBlur,
  parse,
  format,
  ref,
  ...rest
}: FormattedInputProps<Value>) {
  const field = useFormField();
  const [text, setText] = useState(() => format(value));
  const [shownValue, setShownValue] = useState(value);
  if (!Object.is(shownValue, value)) {
    setShownValue(value);
    if (!Object.is(parse(text), value)) setText(format(value));
  }

  return (
    <Input
      ref={ref}
      type="text"
      autoComplete="off"
      spellCheck={false}
      {...rest}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parse(event.target.value));
      }}
      onBlur={(event) => {
        setText(format(value));
        onBlur?.(event);
      }}
      id={field.id}
      aria-invalid={field.invalid || undefined}
      aria-describedby={field.describedBy}
    />
  );
}
