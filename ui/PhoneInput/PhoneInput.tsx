import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  normalisePhone,
  PHONE_COUNTRY_CODES,
  splitPhone,
  validatePhoneWithCountryCode,
  type PhoneCountryCode,
} from '../../domain/identity/phone';
import { controlBox, FormField } from '../FormField';

export interface PhoneInputProps {
  label: ReactNode;
  hint?: ReactNode;
  /** A stored number to start from (`+358401234567`); split into code and number. */
  defaultValue?: string;
  /** The number to send: normalised (`+358401234567`) when valid, else code and number as typed. */
  onChange: (phone: string) => void;
  onBlur?: () => void;
  /** A message from the form (e.g. required on submit); wins over the validator's. */
  error?: string | null;
  disabled?: boolean;
  name?: string;
}

const Parts = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Part = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const NumberPart = styled(Part)`
  flex: 1;
  max-width: 16rem;
`;

const PartLabel = styled.label`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Select = styled.select`
  ${controlBox}
`;

const Input = styled.input`
  ${controlBox}
  width: 100%;
`;

/**
 * A phone number as a country code (+358, +372, +46, +49) and the number. The form receives the
 * joined number, normalised when valid; the validator's message shows once the customer has
 * left the number.
 */
export function PhoneInput({
  label,
  hint,
  defaultValue = '',
  onChange,
  onBlur,
  error,
  disabled = false,
  name,
}: PhoneInputProps) {
  const { t } = useTranslation();
  const codeId = useId();
  const [initial] = useState(() => splitPhone(defaultValue));
  // Spec leaves a stored code the picker does not offer open; we start from +358 and keep the rest.
  const [countryCode, setCountryCode] = useState<PhoneCountryCode>(initial.countryCode ?? '+358');
  const [number, setNumber] = useState(initial.number);
  const [touched, setTouched] = useState(false);
  const shownError = error ?? (touched ? validatePhoneWithCountryCode(countryCode, number) : null);

  function change(nextCode: PhoneCountryCode, nextNumber: string) {
    setCountryCode(nextCode);
    setNumber(nextNumber);
    onChange(normalisePhone(nextCode, nextNumber));
  }

  return (
    <FormField label={label} hint={hint} error={shownError} group>
      {(field) => (
        <Parts role="group" aria-labelledby={field.labelId}>
          <Part>
            <PartLabel htmlFor={codeId}>{t('kit.phoneInput.countryCode')}</PartLabel>
            <Select
              id={codeId}
              value={countryCode}
              disabled={disabled}
              onChange={(event) => change(event.target.value as PhoneCountryCode, number)}
            >
              {PHONE_COUNTRY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          </Part>
          <NumberPart>
            <PartLabel htmlFor={field.id}>{t('kit.phoneInput.number')}</PartLabel>
            <Input
              id={field.id}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              name={name}
              value={number}
              disabled={disabled}
              onChange={(event) => change(countryCode, event.target.value)}
              onBlur={() => {
                setTouched(true);
                onBlur?.();
              }}
              aria-invalid={field.invalid || undefined}
              aria-describedby={field.describedBy}
            />
          </NumberPart>
        </Parts>
      )}
    </FormField>
  );
}
