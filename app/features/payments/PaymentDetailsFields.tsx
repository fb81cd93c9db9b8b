import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toIsoDate } from '../../../domain/dates/dates';
import { latestDueDate, PAYMENT_MESSAGE_MAX_LENGTH } from '../../../domain/payments/payment';
import { Checkbox } from '../../../ui/Checkbox';
import { DateInput } from '../../../ui/DateInput';
import { FormField } from '../../../ui/FormField';
import { SingleSelectButtons } from '../../../ui/SingleSelectButtons';
import { TextInput } from '../../../ui/TextInput';
import type { BankForm } from '../../data/form';
import { AmountField } from './AmountField';
import type { PaymentFormInput, PaymentFormOutput } from './paymentForm';
import { ReferenceAndMessageFields } from './ReferenceAndMessageFields';

export interface PaymentDetailsFieldsProps {
  form: BankForm<PaymentFormInput, PaymentFormOutput>;
  today: Date;
  instantAllowed: boolean;
  /** A typed payee not yet in the payee list can be saved there. */
  offerSavingPayee: boolean;
}

/**
 * Amount, due date, reference or message, own message and the payment type. An instant payment
 * ('Pikamaksu') is paid at once, so its due date is today and cannot be changed.
 */
export function PaymentDetailsFields({
  form,
  today,
  instantAllowed,
  offerSavingPayee,
}: PaymentDetailsFieldsProps) {
  const { t } = useTranslation();
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const instant = useWatch({ control, name: 'paymentType' }) === 'Instant';

  return (
    <>
      <AmountField control={control} name="PaymentAmount" />
      {instantAllowed && (
        <Controller
          control={control}
          name="paymentType"
          render={({ field }) => (
            <SingleSelectButtons
              label={t('payments.form.paymentType')}
              hint={instant ? t('payments.form.instantRules') : undefined}
              options={[
                { value: 'Sepa', label: t('payments.form.sepa') },
                { value: 'Instant', label: t('payments.form.instant') },
              ]}
              value={field.value ?? 'Sepa'}
              onChange={(value) => {
                if (!value) return;
                field.onChange(value);
                if (value === 'Instant') {
                  setValue('DueDate', toIsoDate(today), { shouldValidate: formState.isSubmitted });
                }
              }}
            />
          )}
        />
      )}
      <FormField
        label={t('payments.form.dueDate')}
        hint={instant ? t('payments.form.instantToday') : undefined}
        error={errors.DueDate?.message}
      >
        <DateInput
          {...register('DueDate')}
          min={today}
          max={latestDueDate(today)}
          readOnly={instant}
        />
      </FormField>
      <ReferenceAndMessageFields control={control} />
      <FormField
        label={t('payments.form.ownMessage')}
        hint={t('payments.form.ownMessageHint')}
        error={errors.OwnMessage?.message}
      >
        <TextInput {...register('OwnMessage')} maxLength={PAYMENT_MESSAGE_MAX_LENGTH} />
      </FormField>
      {offerSavingPayee && (
        <Checkbox label={t('payments.form.saveReceiver')} {...register('saveReceiverToList')} />
      )}
    </>
  );
}
