import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { BankAccount } from '../../../api/bank';
import * as loans from '../../../api/loans';
import { limitWithdrawalProblem } from '../../../domain/loans/limitWithdrawal';
import type { Loan } from '../../../domain/loans/loan';
import { Stack } from '../../../ui/Stack';
import { amountField } from '../../data/amountField';
import { useBankForm } from '../../data/form';
import { useReviewedOperation } from '../../data/operation';
import { AccountSelect, accountOptionText } from '../../shell/AccountSelect';
import { FormFooter } from '../../shell/FormFooter';
import { WithOwnAccounts } from '../../shell/WithOwnAccounts';
import { moneyItem } from './actionItems';
import { ActionResult } from './ActionResult';
import { ActionReview } from './ActionReview';
import { AmountFormField } from './AmountFormField';
import { accountChoice } from './instalmentPaymentForm';
import { LoanActionPage, type ActionTarget } from './LoanActionPage';

// The amount is not known yet: asked with nothing to draw, the rule says only what the limit
// itself forbids (not a limit, FCA/FM, an ended company agreement, closed to withdrawals).
function withdrawalProblem({ loan, company }: ActionTarget, today: Date) {
  const problem = limitWithdrawalProblem(loan, {
    amount: 0,
    freeBalance: 0,
    customerType: company ? 'Company' : 'Person',
    today,
  });
  return problem?.reason ?? null;
}

const withdrawalForm = z.object({ ToAccountId: accountChoice, Amount: amountField });

/**
 * `/bank/loans/limit/withdrawal?loanId=` (a company's `/bank/company/loans/limit/withdrawal`):
 * drawing from the limit to one of the customer's payment accounts.
 */
export function LimitWithdrawalPage() {
  const { t } = useTranslation();
  return (
    <LoanActionPage
      title={t('loans.actions.limitWithdrawal')}
      intro={t('loans.withdrawal.intro')}
      withInstalment={false}
      problem={withdrawalProblem}
    >
      {({ loan }) => <Withdrawal loan={loan} />}
    </LoanActionPage>
  );
}

function Withdrawal({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  return (
    <WithOwnAccounts usable={isPaymentAccount} none={t('loans.action.noAccounts')}>
      {(accounts) => <WithdrawalSteps loan={loan} accounts={accounts} />}
    </WithOwnAccounts>
  );
}

const isPaymentAccount = (account: BankAccount) =>
  account.Type === 'BankAccount' && account.IsPaymentAccount;

/** The form, its summary, the money drawn; the summary's request kept as a payment's is. */
function WithdrawalSteps({ loan, accounts }: { loan: Loan; accounts: readonly BankAccount[] }) {
  const { t } = useTranslation();
  const draw = useReviewedOperation(loans.limitWithdraw, {
    isFor: (kept) => kept.LoanId === loan.Id,
  });
  const { draft } = draw;
  const form = useBankForm(withdrawalForm, {
    defaultValues: draft ?? {
      ToAccountId: accounts.length === 1 ? accounts[0]?.Id : '',
      Amount: '',
    },
  });
  const accountText = (id: string, showBalance = true) => {
    const account = accounts.find((candidate) => candidate.Id === id);
    return account ? accountOptionText(t, account, showBalance) : '';
  };

  if (draw.data) {
    return (
      <ActionResult
        title={t('loans.withdrawal.done')}
        loan={loan}
        items={[
          moneyItem('Amount', t('loans.withdrawal.amount'), Math.abs(draw.data.Amount)),
          moneyItem(
            'AccountBalance',
            t('loans.payment.balanceOf', {
              account: accountText(draw.variables.ToAccountId, false),
            }),
            draw.data.AccountBalance,
          ),
          moneyItem('FreeBalance', t('loans.withdrawal.freeBalance'), draw.data.FreeBalance),
        ]}
      />
    );
  }
  if (draft) {
    return (
      <ActionReview
        items={[
          { id: 'LoanId', term: t('loans.withdrawal.from'), value: loan.Name },
          {
            id: 'ToAccountId',
            term: t('loans.withdrawal.to'),
            value: accountText(draft.ToAccountId),
          },
          moneyItem('Amount', t('loans.withdrawal.amount'), draft.Amount),
        ]}
        confirmLabel={t('loans.withdrawal.confirm')}
        {...draw.summaryActions(form)}
      />
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((values) => draw.review({ ...values, LoanId: loan.Id }))(event)
      }
    >
      <Stack gap={4}>
        <AccountSelect
          label={t('loans.withdrawal.to')}
          placeholder={t('loans.action.chooseAccount')}
          accounts={accounts}
          showBalance
          error={form.formState.errors.ToAccountId?.message}
          {...form.register('ToAccountId')}
        />
        <AmountFormField
          control={form.control}
          name="Amount"
          label={t('loans.withdrawal.amount')}
        />
        <FormFooter refusal={form.refusal} busy={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
