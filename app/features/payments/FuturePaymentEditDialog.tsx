import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError';
import { latestDueDate } from '../../../domain/payments/payment';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { DateInput } from '../../../ui/DateInput';
import { FormField } from '../../../ui/FormField';
import { Modal } from '../../../ui/Modal';
import { Stack } from '../../../ui/Stack';
import { TextInput } from '../../../ui/TextInput';
import { FieldWidth } from '../../shell/FieldWidth';
import { useCustomer } from '../../shell/customer';
import { showOnField } from '../../shell/serverFieldError';
import { confirmWithIdentification, useInitFuturePaymentEdit } from './api';
import {
  FUTURE_PAYMENT_EDIT_FIELDS,
  futurePaymentEditDefaults,
  futurePaymentEditSchema,
  toFuturePaymentEdit,
  type FuturePayment,
  type FuturePaymentEditValues,
} from './futurePaymentEditForm';
import { PAYMENT_PATHS } from './paths';
import { ReferenceAndMessageFields } from './ReferenceAndMessageFields';

export interface FuturePaymentEditDialogProps {
  payment: FuturePayment;
  onClose: () => void;
}

const FORM_ID = 'future-payment-edit';

/**
 * Amount, due date, reference or message of a future payment. The change is prepared by the
 * bank and confirmed with strong identification, which comes back to the list.
 */
export function FuturePaymentEditDialog({ payment, onClose }: FuturePaymentEditDialogProps) {
  const { t } = useTranslation();
  const { data: customer } = useCustomer();
  const [today] = useState(() => new Date());
  const schema = useMemo(() => futurePaymentEditSchema(t, today), [t, today]);
  const form = useForm<FuturePaymentEditValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: futurePaymentEditDefaults(payment),
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const init = useInitFuturePaymentEdit();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const returnUrl = `${PAYMENT_PATHS.futurePayments}?paymentId=${payment.PaymentId}`;

  function refused(error: unknown) {
    setLeaving(false);
    if (showOnField(error, FUTURE_PAYMENT_EDIT_FIELDS, setError)) return;
    setRefusal(
      error instanceof ApiError
        ? error.ErrorMessage
        : error instanceof Error
          ? error.message
          : String(error),
    );
  }

  function submit(values: FuturePaymentEditValues) {
    setRefusal(null);
    init.mutate(
      {
        customerType: customer?.customerType ?? 'Person',
        edit: toFuturePaymentEdit(payment.PaymentId, values),
      },
      {
        onSuccess: ({ SessionId }) => {
          setLeaving(true);
          confirmWithIdentification({
            authId: SessionId,
            type: 'FuturePaymentEdit',
            nextUrl: returnUrl,
            returnUrl,
          }).catch(refused);
        },
        onError: refused,
      },
    );
  }

  const busy = init.isPending || leaving;
  return (
    <Modal
      open
      onClose={() => !busy && onClose()}
      title={t('payments.future.editTitle')}
      footer={
        <Stack direction="horizontal" gap={3} wrap>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} busy={busy}>
            {t('payments.future.confirmEdit')}
          </Button>
        </Stack>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap={4}>
          <p>
            {payment.RecipientName}
            <br />
            {t('payments.future.confirmEditHint')}
          </p>
          <FieldWidth $max="amount">
            <FormField
              label={t('payments.form.amount')}
              hint={t('payments.form.amountHint')}
              error={errors.PaymentAmount?.message}
            >
              <TextInput {...register('PaymentAmount')} inputMode="decimal" autoComplete="off" />
            </FormField>
          </FieldWidth>
          <FormField label={t('payments.form.dueDate')} error={errors.DueDate?.message}>
            <DateInput {...register('DueDate')} min={today} max={latestDueDate(today)} />
          </FormField>
          <ReferenceAndMessageFields
            reference={register('ReferenceNumber', { deps: ['Message'] })}
            message={register('Message')}
            errors={{
              reference: errors.ReferenceNumber?.message,
              message: errors.Message?.message,
            }}
          />
          {refusal && <AlertBox tone="error">{refusal}</AlertBox>}
        </Stack>
      </form>
    </Modal>
  );
}
