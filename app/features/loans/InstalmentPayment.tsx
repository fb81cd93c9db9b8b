import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../../api/bank';
import type { CallOutput } from '../../../api/call';
import type * as loanPayments from '../../../api/loanPayments';
import type * as loans from '../../../api/loans';
import type { Loan, LoanInstalment } from '../../../domain/loans/loan';
import type { ValueListItem } from '../../../ui/ValueList';
import { AccountSelect, accountOptionText } from '../../shell/AccountSelect';
import { isMovableAccount } from '../../shell/ownAccounts';
import { WithOwnAccounts } from '../../shell/WithOwnAccounts';
import { useBankForm } from '../../data/form';
import { useReviewedOperation } from '../../data/operation';
import { instalmentItems, moneyItem } from './actionItems';
import { ActionResult } from './ActionResult';
import { ActionReview } from './ActionReview';
import { InstalmentPaymentForm } from './InstalmentPaymentForm';
import { instalmentPaymentForm } from './instalmentPaymentForm';

type PaymentCall =
  | typeof loans.payInstallment
  | typeof loans.payLimitInstallment
  | typeof loanPayments.completeLoanPayment;
type OwnAccountCall = Exclude<PaymentCall, typeof loanPayments.completeLoanPayment>;

/**
 * The payment of one instalment, from the form to its receipt. Its summary's request, with its
 * IdempotencyKey, is kept while the summary is shown: a reload finds it, and confirming again
 * pays once (the bank answers a repeated key with the first receipt).
 */
export function useInstalmentPayment<C extends PaymentCall>(call: C, instalment: LoanInstalment) {
  return useReviewedOperation(call, {
    isFor: (kept) => kept.InstallmentId === instalment.Id,
  });
}

export type InstalmentPaymentOperation<C extends PaymentCall> = ReturnType<
  typeof useInstalmentPayment<C>
>;

/** How a paid amount went to the instalment's fees, interest and capital, and what is left. */
export function receiptItems(
  t: TFunction,
  instalment: LoanInstalment,
  receipt: CallOutput<PaymentCall>,
): ValueListItem[] {
  return [
    ...instalmentItems(t, instalment),
    moneyItem('Amount', t('loans.payment.paid'), receipt.Amount),
    moneyItem('Fees', t('loans.payment.fees'), receipt.Fees),
    moneyItem('Interest', t('loans.payment.interest'), receipt.Interest),
    moneyItem('Capital', t('loans.payment.capital'), receipt.Capital),
    moneyItem('TotalOpen', t('loans.payment.stillOpen'), receipt.TotalOpen),
  ];
}

export interface InstalmentPaymentProps {
  /** `pay-installment` for a loan, `pay-limit-installment` for a limit's invoice. */
  call: OwnAccountCall;
  loan: Loan;
  instalment: LoanInstalment;
}

/**
 * Paying an instalment from one of the customer's accounts here: the form, its summary, the
 * receipt (how the payment went to fees, interest and capital).
 */
export function InstalmentPayment(props: InstalmentPaymentProps) {
  const pay = useInstalmentPayment(props.call, props.instalment);
  return <OwnAccountPayment loan={props.loan} instalment={props.instalment} pay={pay} />;
}

export interface OwnAccountPaymentProps {
  loan: Loan;
  instalment: LoanInstalment;
  pay: InstalmentPaymentOperation<OwnAccountCall>;
}

/** The steps of paying from an account here, with the payment kept by the page. */
export function OwnAccountPayment(props: OwnAccountPaymentProps) {
  const { t } = useTranslation();
  return (
    <WithOwnAccounts usable={isMovableAccount} none={t('loans.action.noAccounts')}>
      {(accounts) => <PaymentSteps {...props} accounts={accounts} />}
    </WithOwnAccounts>
  );
}

function PaymentSteps({
  loan,
  instalment,
  pay,
  accounts,
}: OwnAccountPaymentProps & { accounts: readonly BankAccount[] }) {
  const { t } = useTranslation();
  const { draft } = pay;
  const empty = {
    FromAccountId: accounts.length === 1 ? (accounts[0]?.Id ?? '') : '',
    Amount: instalment.TotalOpen,
  };
  const form = useBankForm(instalmentPaymentForm(instalment.TotalOpen), {
    defaultValues: draft ?? empty,
  });
  const accountOf = (id: string) => accounts.find((account) => account.Id === id);

  if (pay.data) {
    const receipt = pay.data;
    const from = accountOf(pay.variables.FromAccountId);
    return (
      <ActionResult
        title={t('loans.payment.done')}
        loan={loan}
        items={[
          ...receiptItems(t, instalment, receipt),
          ...(from
            ? [
                moneyItem(
                  'AccountBalance',
                  t('loans.payment.balanceOf', { account: accountOptionText(t, from, false) }),
                  receipt.AccountBalance,
                ),
              ]
            : []),
        ]}
      />
    );
  }
  if (draft) {
    const from = accountOf(draft.FromAccountId);
    return (
      <ActionReview
        items={[
          ...instalmentItems(t, instalment),
          {
            id: 'FromAccountId',
            term: t('loans.payment.from'),
            value: from ? accountOptionText(t, from) : '',
          },
          moneyItem('Amount', t('loans.payment.amount'), draft.Amount),
        ]}
        confirmLabel={t('loans.payment.confirm')}
        {...pay.summaryActions(form)}
      />
    );
  }
  return (
    <InstalmentPaymentForm
      control={form.control}
      refusal={form.refusal}
      busy={form.formState.isSubmitting}
      onSubmit={(event) =>
        void form.handleSubmit((values) =>
          pay.review({ ...values, LoanId: loan.Id, InstallmentId: instalment.Id }),
        )(event)
      }
    >
      <AccountSelect
        label={t('loans.payment.from')}
        placeholder={t('loans.action.chooseAccount')}
        accounts={accounts}
        showBalance
        error={form.formState.errors.FromAccountId?.message}
        {...form.register('FromAccountId')}
      />
    </InstalmentPaymentForm>
  );
}
