import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAYMENT_MESSAGE_MAX_LENGTH } from '../../../domain/payments/payment';
import { FormField } from '../../../ui/FormField';
import { ReferenceInput } from '../../../ui/ReferenceInput';
import { TextInput } from '../../../ui/TextInput';
import { FieldWidth } from '../../shell/FieldWidth';

/** A form with a payment's reference and message, named as the bank names them. */
type WithReferenceAndMessage = FieldValues & { ReferenceNumber?: string; Message?: string };

/** A payment carries a reference or a message, never both: the two fields, one after the other. */
export function ReferenceAndMessageFields<Values extends WithReferenceAndMessage>({
  control,
}: {
  control: Control<Values>;
}) {
  const { t } = useTranslation();
  const reference = useController({
    control,
    name: 'ReferenceNumber' as Path<Values>,
    rules: { deps: ['Message' as Path<Values>] },
  });
  const message = useController({ control, name: 'Message' as Path<Values> });
  return (
    <>
      <FieldWidth $max="reference">
        <FormField
          label={t('payments.form.reference')}
          hint={t('payments.form.referenceHint')}
          error={reference.fieldState.error?.message}
        >
          <ReferenceInput {...reference.field} value={(reference.field.value as string) ?? ''} />
        </FormField>
      </FieldWidth>
      <FormField label={t('payments.form.message')} error={message.fieldState.error?.message}>
        <TextInput
          {...message.field}
          value={(message.field.value as string) ?? ''}
          maxLength={PAYMENT_MESSAGE_MAX_LENGTH}
        />
      </FormField>
    </>
  );
}
