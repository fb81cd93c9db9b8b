import { useEffect, useMemo, useRef, useState } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../api/apiError';
import type { BankAccount } from '../../../api/bank';
import { toIsoDate } from '../../../domain/dates/dates';
import type { VirtualBarcode } from '../../../domain/payments/barcode';
import { normaliseIban } from '../../../domain/payments/iban';
import { isBicRequired } from '../../../domain/payments/payeeForm';
import { AlertBox } from '../../../ui/AlertBox';
import { useMessageText } from '../../../ui/MessageText';
import { PayeeEntryTabs, type PayeeField, type SavedPayee } from '../../../ui/PayeeEntryTabs';
import { Stack } from '../../../ui/Stack';
import { AccountSelect } from '../../shell/AccountSelect';
import { FormFooter } from '../../shell/FormFooter';
import { useBankForm } from '../../data/form';
import { useRemovePayee, useVerifyPayee } from './api';
import { PAYMENT_PATHS } from './paths';
import { PaymentDetailsFields } from './PaymentDetailsFields';
import { PAYEE_FIELD_NAMES } from './paymentFields';
import { newPayment, paymentForm, type PaymentFormInput } from './paymentForm';
import { isResumeState, usePaymentDraft } from './storedPayment';

export interface PaymentFormProps {
  /** The customer's payment accounts. */
  accounts: readonly BankAccount[];
  payees: readonly SavedPayee[];
  preselectedAccountId: string;
  /** SEPA instant is a consumer service (the catalogue has only consumer instant calls). */
  instantAllowed: boolean;
}

type PayeeFieldName = 'RecipientIban' | 'RecipientName' | 'Bic';

/** A payee field of the payment form as the kit's tabs take it. */
function usePayeeField(control: Control<PaymentFormInput>, name: PayeeFieldName): PayeeField {
  const { field, fieldState } = useController({ control, name });
  return { ...field, value: field.value ?? '', error: fieldState.error?.message };
}

function isSaved(iban: string, name: string, payees: readonly SavedPayee[]): boolean {
  return payees.some(
    (saved) =>
      normaliseIban(saved.ReceiverAccountNumber) === iban &&
      saved.ReceiverName.trim() === name.trim(),
  );
}

/**
 * The new payment: the account it leaves from, the payee (the kit's three tabs) and the
 * payment's details, one form. 'Jatka' verifies the payee, keeps the payment and goes to the
 * verification page; coming back from there, everything is as it was left.
 */
export function PaymentForm({
  accounts,
  payees,
  preselectedAccountId,
  instantAllowed,
}: PaymentFormProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const navigate = useNavigate();
  const location = useLocation();
  const resume = isResumeState(location.state) ? location.state : null;
  const { draft: stored, keep } = usePaymentDraft();
  const [today] = useState(() => new Date());
  const schema = useMemo(() => paymentForm(today), [today]);
  const form = useBankForm(schema, {
    defaultValues: resume && stored ? stored.draft : newPayment(preselectedAccountId, today),
  });
  const { register, control, setValue, handleSubmit, showRefusal, formState } = form;
  const verify = useVerifyPayee();
  const removePayee = useRemovePayee();
  const [removalFailed, setRemovalFailed] = useState<string | null>(null);
  const [iban = '', name = ''] = useWatch({ control, name: ['RecipientIban', 'RecipientName'] });
  const payeeSaved = isSaved(iban, name, payees);
  const payee = {
    iban: usePayeeField(control, 'RecipientIban'),
    name: usePayeeField(control, 'RecipientName'),
    bic: usePayeeField(control, 'Bic'),
  };

  // Back from the verification page because the bank refused a field: show it there, once.
  const shownRefusal = useRef(false);
  useEffect(() => {
    if (!resume?.refusal || shownRefusal.current) return;
    shownRefusal.current = true;
    showRefusal(new ApiError(resume.refusal, 400), PAYEE_FIELD_NAMES);
  }, [resume, showRefusal]);

  function fillFromBarcode(barcode: VirtualBarcode) {
    const todayIso = toIsoDate(today);
    const filled = { shouldValidate: true, shouldTouch: true, shouldDirty: true };
    if (barcode.amountCents > 0) setValue('PaymentAmount', barcode.amountCents, filled);
    setValue('ReferenceNumber', barcode.reference, filled);
    // An invoice already due is paid today; a later due date makes it a normal SEPA payment.
    const dueDate = barcode.dueDate && barcode.dueDate > todayIso ? barcode.dueDate : todayIso;
    if (dueDate !== todayIso) setValue('paymentType', 'Sepa');
    setValue('DueDate', dueDate, filled);
  }

  async function removeSavedPayee(id: string) {
    setRemovalFailed(null);
    try {
      await removePayee.mutateAsync({ Id: id });
    } catch (error) {
      setRemovalFailed(error instanceof Error ? error.message : String(error));
    }
  }

  const submit = handleSubmit(async (values) => {
    const draft = {
      ...values,
      Bic: isBicRequired(values.RecipientIban) ? values.Bic : undefined,
      saveReceiverToList: values.saveReceiverToList && !payeeSaved,
    };
    try {
      const { Result, PayeeName } = await verify.mutateAsync({
        RecipientIban: draft.RecipientIban,
        RecipientName: draft.RecipientName,
        RecipientBic: draft.Bic,
      });
      keep({ draft, verification: { result: Result, suggestedName: PayeeName } });
      await navigate(PAYMENT_PATHS.verification);
    } catch (error) {
      showRefusal(error, PAYEE_FIELD_NAMES);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap={6}>
        <AccountSelect
          label={t('payments.new.sourceAccount')}
          placeholder={t('payments.new.chooseAccount')}
          accounts={accounts}
          error={formState.errors.sourceAccountId?.message}
          {...register('sourceAccountId')}
        />
        <section aria-labelledby="payment-payee">
          <Stack gap={4}>
            <h2 id="payment-payee">{t('payments.new.payee')}</h2>
            {removalFailed && <AlertBox tone="error">{text(removalFailed)}</AlertBox>}
            <PayeeEntryTabs
              payees={payees}
              {...payee}
              onBarcode={fillFromBarcode}
              onRemovePayee={removeSavedPayee}
            />
          </Stack>
        </section>
        <section aria-labelledby="payment-details">
          <Stack gap={4}>
            <h2 id="payment-details">{t('payments.new.details')}</h2>
            <PaymentDetailsFields
              form={form}
              today={today}
              instantAllowed={instantAllowed}
              offerSavingPayee={iban !== '' && !payeeSaved}
            />
          </Stack>
        </section>
        <FormFooter refusal={form.refusal} busy={formState.isSubmitting} />
      </Stack>
    </form>
  );
}
