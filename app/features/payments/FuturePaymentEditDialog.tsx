import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { latestDueDate } from '../../../domain/payments/payment';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { DateInput } from '../../../ui/DateInput';
import { FormField } from '../../../ui/FormField';
import { useMessageText } from '../../../ui/MessageText';
import { Modal } from '../../../ui/Modal';
import { Stack } from '../../../ui/Stack';
import { useCustomer } from '../../shell/customer';
import { useBankForm } from '../../data/form';
import { usePreparedConfirmation } from '../../data/operation';
import { AmountField } from './AmountField';
import { FUTURE_PAYMENT_EDIT_INIT } from './api';
import { useFuturePaymentEditDraft } from './futurePaymentEditDraft';
import { editOf, futurePaymentEditForm, type FuturePayment } from './futurePaymentEditForm';
import { PAYMENT_PATHS } from './paths';
import { ReferenceAndMessageFields } from './ReferenceAndMessageFields';

export interface FuturePaymentEditDialogProps {
  payment: FuturePayment;
  onClose: () => void;
}

const FORM_ID = 'future-payment-edit';

/**
 * Amount, due date, reference or message of a future payment. The change is prepared by the
 * bank and confirmed with strong identification, which comes back to the list; an edit that
 * came back unconfirmed opens with what was typed.
 */
export function FuturePaymentEditDialog({ payment, onClose }: FuturePaymentEditDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { data: customer } = useCustomer();
  const { draft, keep } = useFuturePaymentEditDraft();
  const [today] = useState(() => new Date());
  const schema = useMemo(() => futurePaymentEditForm(today), [today]);
  const form = useBankForm(schema, {
    defaultValues: draft?.PaymentId === payment.PaymentId ? draft : editOf(payment),
  });
  const { register, control, handleSubmit, showRefusal, formState } = form;
  const { start, busy } = usePreparedConfirmation(
    FUTURE_PAYMENT_EDIT_INIT[customer?.customerType ?? 'Person'],
  );
  const returnUrl = `${PAYMENT_PATHS.futurePayments}?paymentId=${payment.PaymentId}`;

  const submit = handleSubmit(async (edit) => {
    try {
      await start(edit, () => {
        keep(edit);
        return { nextUrl: returnUrl, returnUrl };
      });
    } catch (error) {
      showRefusal(error);
    }
  });

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
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap={4}>
          <p>
            {payment.RecipientName}
            <br />
            {t('payments.future.confirmEditHint')}
          </p>
          <AmountField control={control} name="PaymentAmount" />
          <FormField label={t('payments.form.dueDate')} error={formState.errors.DueDate?.message}>
            <DateInput {...register('DueDate')} min={today} max={latestDueDate(today)} />
          </FormField>
          <ReferenceAndMessageFields control={control} />
          {form.refusal && <AlertBox tone="error">{text(form.refusal)}</AlertBox>}
        </Stack>
      </form>
    </Modal>
  );
}
