import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../../api/bank';
import type * as loans from '../../../api/loans';
import type { Loan, LoanInstalment } from '../../../domain/loans/loan';
import { Stack } from '../../../ui/Stack';
import { AccountSelect, accountOptionText } from '../../shell/AccountSelect';
import { FormFooter } from '../../shell/FormFooter';
import { isMovableAccount } from '../../shell/ownAccounts';
import { WithOwnAccounts } from '../../shell/WithOwnAccounts';
import { useBankForm } from '../../data/form';
import { useReviewedOperation } from '../../data/operation';
import { instalmentItems, moneyItem } from './actionItems';
import { ActionResult } from './ActionResult';
import { ActionReview } from './ActionReview';
import { AmountFormField } from './AmountFormField';
import { instalmentPaymentForm } from './instalmentPaymentForm';

type PaymentCall = typeof loans.payInstallment | typeof loans.payLimitInstallment;

export interface InstalmentPaymentProps {
  /** `pay-installment` for a loan, `pay-limit-installment` for a limit's invoice. */
  call: PaymentCall;
  loan: Loan;
  instalment: LoanInstalment;
}

/**
 * Paying an instalment from one of the customer's accounts here: the form, its summary, the
 * receipt (how the payment went to fees, interest and capital). The summary's request, with its
 * IdempotencyKey, is kept while it is shown: a reload finds it, and confirming again pays once.
 */
export function InstalmentPayment(props: InstalmentPaymentProps) {
  const { t } = useTranslation();
  return (
    <WithOwnAccounts usable={isMovableAccount} none={t('loans.action.noAccounts')}>
      {(accounts) => <PaymentSteps {...props} accounts={accounts} />}
    </WithOwnAccounts>
  );
}

function PaymentSteps({
  call,
  loan,
  instalment,
  accounts,
}: InstalmentPaymentProps & { accounts: readonly BankAccount[] }) {
  const { t } = useTranslation();
  const pay = useReviewedOperation(call, {
    isFor: (kept) => kept.InstallmentId === instalment.Id,
  });
  const { draft } = pay;
  const empty = {
    FromAccountId: accounts.length === 1 ? (accounts[0]?.Id ?? '') : '',
    Amount: instalment.TotalOpen,
  };
  const form = useBankForm(instalmentPaymentForm(instalment.TotalOpen), {
    defaultValues: draft ?? empty,
  });
  const accountOf = (id: string) => accounts.find((account) => account.Id === id);
  const which = instalmentItems(t, instalment);

  if (pay.data) {
    const receipt = pay.data;
    const from = accountOf(pay.variables.FromAccountId);
    return (
      <ActionResult
        title={t('loans.payment.done')}
        loan={loan}
        items={[
          ...which,
          moneyItem('Amount', t('loans.payment.paid'), receipt.Amount),
          moneyItem('Fees', t('loans.payment.fees'), receipt.Fees),
          moneyItem('Interest', t('loans.payment.interest'), receipt.Interest),
          moneyItem('Capital', t('loans.payment.capital'), receipt.Capital),
          moneyItem('TotalOpen', t('loans.payment.stillOpen'), receipt.TotalOpen),
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
          ...which,
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
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((values) =>
          pay.review({ ...values, LoanId: loan.Id, InstallmentId: instalment.Id }),
        )(event)
      }
    >
      <Stack gap={4}>
        <AccountSelect
          label={t('loans.payment.from')}
          placeholder={t('loans.action.chooseAccount')}
          accounts={accounts}
          showBalance
          error={form.formState.errors.FromAccountId?.message}
          {...form.register('FromAccountId')}
        />
        <AmountFormField
          control={form.control}
          name="Amount"
          label={t('loans.payment.amount')}
          hint={t('loans.payment.amountHint')}
        />
        <FormFooter refusal={form.refusal} busy={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
