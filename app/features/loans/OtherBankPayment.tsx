import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type * as loanPayments from '../../../api/loanPayments';
import type { Loan, LoanInstalment } from '../../../domain/loans/loan';
import { SingleSelectButtons } from '../../../ui/SingleSelectButtons';
import { AccountSelect, accountOptionText } from '../../shell/AccountSelect';
import { useOwnAccounts } from '../../shell/ownAccounts';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useBankForm } from '../../data/form';
import { instalmentItems, moneyItem } from './actionItems';
import { ActionResult } from './ActionResult';
import { ActionReview } from './ActionReview';
import { InstalmentPaymentForm } from './InstalmentPaymentForm';
import { useLoanPaymentAccounts } from './api';
import { receiptItems, type InstalmentPaymentOperation } from './InstalmentPayment';
import { otherBankPaymentForm } from './instalmentPaymentForm';

type Bank = z.output<typeof loanPayments.loanPaymentBank>;

export interface OtherBankPaymentProps {
  loan: Loan;
  instalment: LoanInstalment;
  /** The banks of the customer's own accounts elsewhere (`loan-payment-banks`). */
  banks: readonly Bank[];
  pay: InstalmentPaymentOperation<typeof loanPayments.completeLoanPayment>;
}

/**
 * Paying an instalment from the customer's own account in another bank: the bank, the account
 * there and the amount; then the other bank's approval (the summary, which the sandbox bank
 * stands in for, as for deposits); then the receipt. The summary's request is kept with its
 * IdempotencyKey until the bank answers, so a reload on the way back pays once.
 */
export function OtherBankPayment({ loan, instalment, banks, pay }: OtherBankPaymentProps) {
  const { t } = useTranslation();
  const { draft } = pay;
  // The customer's account list holds their accounts in other banks too; after a reload it is
  // what names the kept payment's account.
  const accounts = useOwnAccounts();
  const onlyBank = banks.length === 1 ? banks[0]!.Bic : '';
  const form = useBankForm(otherBankPaymentForm(instalment.TotalOpen), {
    defaultValues: {
      Bic: onlyBank,
      FromExternalAccountId: '',
      Amount: instalment.TotalOpen,
      ...draft,
    },
  });
  const accountText = (id: string) => {
    const account = accounts.data?.find((candidate) => candidate.Id === id);
    return account ? accountOptionText(t, account, false) : '';
  };

  if (pay.data) {
    return (
      <ActionResult
        title={t('loans.payment.done')}
        loan={loan}
        items={[
          ...receiptItems(t, instalment, pay.data),
          {
            id: 'FromExternalAccountId',
            term: t('loans.payment.paidFrom'),
            value: accountText(pay.variables.FromExternalAccountId),
          },
        ]}
      />
    );
  }
  if (draft) {
    return (
      <ActionReview
        items={[
          ...instalmentItems(t, instalment),
          {
            id: 'FromExternalAccountId',
            term: t('loans.payment.otherBankAccount'),
            value: accountText(draft.FromExternalAccountId),
          },
          moneyItem('Amount', t('loans.payment.amount'), draft.Amount),
        ]}
        confirmLabel={t('loans.payment.approve')}
        {...pay.summaryActions(form)}
      >
        <p>{t('loans.payment.otherBankApproval')}</p>
      </ActionReview>
    );
  }
  return (
    <InstalmentPaymentForm
      control={form.control}
      refusal={form.refusal}
      busy={form.formState.isSubmitting}
      onSubmit={(event) =>
        void form.handleSubmit(({ Bic: _bank, ...values }) =>
          pay.review({ ...values, LoanId: loan.Id, InstallmentId: instalment.Id }),
        )(event)
      }
    >
      <BankChoice form={form} banks={banks} />
    </InstalmentPaymentForm>
  );
}

type OtherBankForm = ReturnType<
  typeof useBankForm<z.input<ReturnType<typeof otherBankPaymentForm>>>
>;

/** The bank, then the customer's accounts in it (the only one chosen for them). */
function BankChoice({ form, banks }: { form: OtherBankForm; banks: readonly Bank[] }) {
  const { t } = useTranslation();
  const { control, setValue, register, formState } = form;
  const { field, fieldState } = useController({ control, name: 'Bic' });
  const inBank = useLoanPaymentAccounts(field.value);
  const chosen = form.watch('FromExternalAccountId');
  const only = inBank.data?.length === 1 ? inBank.data[0]!.Id : '';
  useEffect(() => {
    if (only !== '' && chosen === '') setValue('FromExternalAccountId', only);
  }, [only, chosen, setValue]);

  return (
    <>
      <SingleSelectButtons
        label={t('loans.payment.bank')}
        options={banks.map((bank) => ({ value: bank.Bic, label: bank.Name }))}
        value={field.value === '' ? null : field.value}
        error={fieldState.error?.message}
        onChange={(bic) => {
          if (!bic || bic === field.value) return;
          field.onChange(bic);
          setValue('FromExternalAccountId', '');
        }}
      />
      {field.value !== '' && (
        <WhenLoaded queries={[inBank]} failedTitle={t('loans.payment.otherBankAccountsFailed')}>
          {(accounts) => (
            <AccountSelect
              label={t('loans.payment.otherBankAccount')}
              placeholder={t('loans.action.chooseAccount')}
              accounts={accounts}
              showBalance={false}
              error={formState.errors.FromExternalAccountId?.message}
              {...register('FromExternalAccountId')}
            />
          )}
        </WhenLoaded>
      )}
    </>
  );
}
