import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAYMENT_MESSAGE_MAX_LENGTH } from '../../../domain/payments/payment';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { FieldWidth } from '../../shell/FieldWidth';

export interface ReferenceAndMessageFieldsProps {
  reference: UseFormRegisterReturn<'ReferenceNumber'>;
  message: UseFormRegisterReturn<'Message'>;
  errors: { reference?: string; message?: string };
}

/** A payment carries a reference or a message, never both: the two fields, side by side. */
export function ReferenceAndMessageFields({
  reference,
  message,
  errors,
}: ReferenceAndMessageFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FieldWidth $max="reference">
        <FormField
          label={t('payments.form.reference')}
          hint={t('payments.form.referenceHint')}
          error={errors.reference}
        >
          <TextInput {...reference} autoComplete="off" spellCheck={false} />
        </FormField>
      </FieldWidth>
      <FormField label={t('payments.form.message')} error={errors.message}>
        <TextInput {...message} maxLength={PAYMENT_MESSAGE_MAX_LENGTH} />
      </FormField>
    </>
  );
}
