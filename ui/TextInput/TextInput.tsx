import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { controlBox, describedBy, useFormField } from '../FormField';

export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'aria-invalid'
> {
  /** Free text by default; the other kinds bring the matching mobile keyboard. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password';
}

const Input = styled.input`
  ${controlBox}
  width: 100%;
`;

const Counter = styled.div`
  align-self: flex-end;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/**
 * A one-line text input inside a FormField. With `maxLength` it counts the characters beneath
 * ('12 / 50 merkkiä'). Forwards its ref, so react-hook-form's `register` works.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { type = 'text', maxLength, value, defaultValue, onChange, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const field = useFormField();
  const counterId = useId();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement, []);
  const [typedLength, setTypedLength] = useState(String(defaultValue ?? '').length);
  // A form library may fill the input through the ref after mount (react-hook-form's defaults).
  useEffect(() => setTypedLength(input.current?.value.length ?? 0), []);
  const length = value === undefined ? typedLength : String(value).length;
  const counted = maxLength !== undefined;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <>
      <Input
        ref={input}
        type={type}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        {...rest}
        id={field.id}
        aria-invalid={field.invalid || undefined}
        aria-describedby={describedBy(field.describedBy, counted && counterId)}
      />
      {counted && (
        <Counter id={counterId}>
          {t('common.textInput.counter', { length, max: maxLength })}
        </Counter>
      )}
    </>
  );
});
