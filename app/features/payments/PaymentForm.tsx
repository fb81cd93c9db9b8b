import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../api/apiError';
import type { BankAccount } from '../../../api/bank';
import type { VirtualBarcode } from '../../../domain/payments/barcode';
import { toIsoDate } from '../../../domain/dates/dates';
import { normaliseIban } from '../../../domain/payments/iban';
import type { PayeePayload } from '../../../domain/payments/payeeForm';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { PayeeEntryTabs, type SavedPayee } from '../../../ui/PayeeEntryTabs';
import { Stack } from '../../../ui/Stack';
import { AccountSelect } from '../../shell/AccountSelect';
import { amountText } from '../../shell/euroAmount';
import { useRemovePayee, useVerifyPayee } from './api';
import { isResumeState, loadPayment, savePayment, type StoredPayment } from './draft';
import { PAYMENT_PATHS } from './paths';
import { PayeeSummary } from './PayeeSummary';
import { PaymentDetailsFields } from './PaymentDetailsFields';
import {
  FORM_FIELD_OF_ERROR_KEY,
  PAYEE_ERROR_KEYS,
  paymentFormDefaults,
  paymentFormSchema,
  toPaymentDraft,
  type PaymentFormValues,
} from './paymentForm';

export interface PaymentFormProps {
  /** The customer's payment accounts. */
  accounts: readonly BankAccount[];
  payees: readonly SavedPayee[];
  preselectedAccountId: string;
  /** SEPA instant is a consumer service (the catalogue has only consumer instant calls). */
  instantAllowed: boolean;
}

function payeeOf(draft: StoredPayment['draft']): PayeePayload {
  return {
    RecipientIban: draft.RecipientIban,
    RecipientName: draft.RecipientName,
    ...(draft.Bic ? { RecipientBic: draft.Bic } : {}),
  };
}

function isSaved(payee: PayeePayload, payees: readonly SavedPayee[]): boolean {
  return payees.some(
    (saved) =>
      normaliseIban(saved.ReceiverAccountNumber) === payee.RecipientIban &&
      saved.ReceiverName.trim() === payee.RecipientName,
  );
}

/**
 * The new payment: the account it leaves from, the payee (the kit's three tabs, or the chosen
 * payee), and the payment's details. 'Jatka' verifies the payee, keeps the draft and goes to the
 * verification page. Coming back ('Takaisin'), everything is as it was left.
 */
export function PaymentForm({
  accounts,
  payees,
  preselectedAccountId,
  instantAllowed,
}: PaymentFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const resume = isResumeState(location.state) ? location.state : null;
  const [stored] = useState(() => (resume ? loadPayment() : null));
  const [today] = useState(() => new Date());
  const [payee, setPayee] = useState<PayeePayload | null>(() =>
    stored ? payeeOf(stored.draft) : null,
  );
  const [payeeMissing, setPayeeMissing] = useState(false);
  const [payeeError, setPayeeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const payeeHeading = useRef<HTMLHeadingElement>(null);
  const schema = useMemo(() => paymentFormSchema(t, today), [t, today]);
  const form = useForm<PaymentFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: paymentFormDefaults(stored, preselectedAccountId, today),
  });
  const { register, setValue, setError, handleSubmit, formState } = form;
  const verify = useVerifyPayee();
  const removePayee = useRemovePayee();
  const payeeSaved = payee !== null && isSaved(payee, payees);

  function showBankError(error: unknown) {
    if (!(error instanceof ApiError)) {
      setFormError(error instanceof Error ? error.message : String(error));
      return;
    }
    const field = FORM_FIELD_OF_ERROR_KEY[error.ErrorKey];
    if (field) setError(field, { message: error.ErrorMessage }, { shouldFocus: true });
    else if (PAYEE_ERROR_KEYS.has(error.ErrorKey)) setPayeeError(error.ErrorMessage);
    else setFormError(error.ErrorMessage);
  }

  // The bank refused a field after 'Jatka' (on the verification page): show it on that field,
  // once for the history entry that brought the customer back.
  const shownFieldError = useRef(false);
  useEffect(() => {
    const fieldError = resume?.fieldError;
    if (!fieldError || shownFieldError.current) return;
    shownFieldError.current = true;
    showBankError(
      new ApiError({ ErrorKey: fieldError.field, ErrorMessage: fieldError.message }, 400),
    );
  });

  function choosePayee(chosen: PayeePayload | null) {
    setPayee(chosen);
    setPayeeError(null);
    setPayeeMissing(false);
  }

  function fillFromBarcode(barcode: VirtualBarcode) {
    const todayIso = toIsoDate(today);
    const touched = { shouldValidate: true, shouldTouch: true, shouldDirty: true };
    if (barcode.amountCents > 0) setValue('amount', amountText(barcode.amountCents), touched);
    setValue('ReferenceNumber', barcode.reference, touched);
    // An invoice already due is paid today; a later due date makes it a normal SEPA payment.
    const dueDate = barcode.dueDate && barcode.dueDate > todayIso ? barcode.dueDate : todayIso;
    if (dueDate !== todayIso) setValue('paymentType', 'Sepa');
    setValue('DueDate', dueDate, touched);
  }

  function submit(values: PaymentFormValues) {
    setFormError(null);
    if (!payee) {
      setPayeeMissing(true);
      payeeHeading.current?.focus();
      return;
    }
    verify.mutate(payee, {
      onSuccess: (answer) => {
        savePayment({
          draft: toPaymentDraft(values, payee, answer.Result, payeeSaved),
          verification: { result: answer.Result, suggestedName: answer.PayeeName },
        });
        void navigate(PAYMENT_PATHS.verification);
      },
      onError: showBankError,
    });
  }

  return (
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
          <h2 id="payment-payee" ref={payeeHeading} tabIndex={-1}>
            {t('payments.new.payee')}
          </h2>
          {payeeMissing && !payee && (
            <AlertBox tone="error">{t('payments.new.payeeMissing')}</AlertBox>
          )}
          {payeeError && <AlertBox tone="error">{payeeError}</AlertBox>}
          {payee ? (
            <PayeeSummary payee={payee} onChange={() => choosePayee(null)} />
          ) : (
            <PayeeEntryTabs
              payees={payees}
              submitLabel={t('payments.new.choosePayee')}
              onSubmit={choosePayee}
              onBarcode={fillFromBarcode}
              onRemovePayee={(id) =>
                removePayee.mutateAsync(id).then(
                  () => setPayeeError(null),
                  (error: unknown) =>
                    setPayeeError(error instanceof Error ? error.message : String(error)),
                )
              }
            />
          )}
        </Stack>
      </section>

      <form
        noValidate
        onSubmit={handleSubmit(submit, () => setPayeeMissing(payee === null))}
        aria-labelledby="payment-details"
      >
        <Stack gap={4}>
          <h2 id="payment-details">{t('payments.new.details')}</h2>
          <PaymentDetailsFields
            form={form}
            today={today}
            instantAllowed={instantAllowed}
            offerSavingPayee={payee !== null && !payeeSaved}
          />
          {formError && <AlertBox tone="error">{formError}</AlertBox>}
          <div>
            <Button type="submit" busy={verify.isPending}>
              {t('common.continue')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
