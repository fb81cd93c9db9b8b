import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { isBicRequired, PAYEE_NAME_MAX_LENGTH } from '../../domain/payments/payeeForm';
import { FormField } from '../FormField';
import { IbanInput } from '../IbanInput';
import { Stack } from '../Stack';
import { TextInput } from '../TextInput';

/** One payee field as the payment form holds it (a react-hook-form field fits as it is). */
export interface PayeeField {
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref?: Ref<HTMLInputElement>;
  /** What to show beneath: the form decides when, and puts the bank's refusals here too. */
  error?: string | null;
}

export interface PayeeFieldsProps {
  /** The inputs' ids, for the tabs to focus the field left to fill. */
  ids: { iban: string; name: string; bic: string };
  iban: PayeeField;
  name: PayeeField;
  bic: PayeeField;
}

/** The IBAN tab: account, name and, for an account outside Finland, BIC. */
export function PayeeFields({ ids, iban, name, bic }: PayeeFieldsProps) {
  const { t } = useTranslation();
  // Taken apart first: React's compiler would take a field whose member is passed as a ref for a ref.
  const [ibanRef, nameRef, bicRef] = [iban.ref, name.ref, bic.ref];
  return (
    <Stack gap={4}>
      <FormField id={ids.iban} label={t('kit.payeeEntryTabs.iban')} error={iban.error}>
        <IbanInput
          ref={ibanRef}
          name={iban.name}
          value={iban.value}
          onChange={iban.onChange}
          onBlur={iban.onBlur}
        />
      </FormField>
      <FormField id={ids.name} label={t('kit.payeeEntryTabs.name')} error={name.error}>
        <TextInput
          ref={nameRef}
          name={name.name}
          value={name.value}
          onChange={(event) => name.onChange(event.target.value)}
          onBlur={name.onBlur}
          maxLength={PAYEE_NAME_MAX_LENGTH}
          autoComplete="off"
        />
      </FormField>
      {isBicRequired(iban.value) && (
        <FormField
          id={ids.bic}
          label={t('kit.payeeEntryTabs.bic')}
          hint={t('kit.payeeEntryTabs.bicHint')}
          error={bic.error}
        >
          <TextInput
            ref={bicRef}
            name={bic.name}
            value={bic.value}
            onChange={(event) => bic.onChange(event.target.value)}
            onBlur={bic.onBlur}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </FormField>
      )}
    </Stack>
  );
}
