import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BankAccount } from '../../../api/bank';
import { withdraw } from '../../../api/bankAccounts';
import { isMovableAccount, useOwnAccounts } from '../../shell/ownAccounts';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useBankForm } from '../../data/form';
import { useReviewedOperation } from '../../data/operation';
import { useExternalAccounts } from './api';
import { withdrawalForm } from './withdrawalForm';
import { MovementForm } from './MovementForm';
import { reviewItems, resultItems } from './movementItems';
import { MovementPage } from './MovementPage';
import { MovementResult } from './MovementResult';
import { MovementReview } from './MovementReview';
import { SavingsWithdrawalNote } from './SavingsWithdrawalNote';

/**
 * `/bank/accounts/withdrawal?accountId=`: 'Nosta', money to the customer's own account in
 * another bank. The button lives on that account, so `accountId` is usually it; an own account
 * of this bank given instead is taken as the source.
 */
export function WithdrawalPage() {
  const { t } = useTranslation();
  return (
    <MovementPage title={t('movements.withdrawal.title')} intro={t('movements.withdrawal.intro')}>
      <Withdrawal />
    </MovementPage>
  );
}

function Withdrawal() {
  const { t } = useTranslation();
  const accounts = useOwnAccounts();
  const external = useExternalAccounts();
  return (
    <WhenLoaded queries={[accounts, external]} failedTitle={t('errors.accounts_load_failed')}>
      {(ownAccounts, externalAccounts) => {
        const own = ownAccounts.filter(isMovableAccount);
        if (externalAccounts.length === 0) {
          return <p>{t('movements.withdrawal.noExternal')}</p>;
        }
        if (own.length === 0) return <p>{t('movements.common.noAccounts')}</p>;
        return (
          <WithdrawalFlow own={own} external={externalAccounts} refreshing={accounts.isFetching} />
        );
      }}
    </WhenLoaded>
  );
}

/** The only account of a kind is chosen already; the one the page was opened on too. */
function preselected(accounts: readonly BankAccount[], requested: string | null): string {
  return (
    accounts.find((account) => account.Id === requested)?.Id ??
    (accounts.length === 1 ? accounts[0]!.Id : '')
  );
}

/** The form, its summary (kept for a reload, with its IdempotencyKey), the money moved. */
function WithdrawalFlow({
  own,
  external,
  refreshing,
}: {
  own: readonly BankAccount[];
  external: readonly BankAccount[];
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const move = useReviewedOperation(withdraw, { name: 'movements.withdrawal' });
  const { draft } = move;
  const empty = {
    AccountId: preselected(own, params.get('accountId')),
    ToExternalAccountId: preselected(external, params.get('accountId')),
    Amount: '',
  };
  const form = useBankForm(withdrawalForm, { defaultValues: draft ?? empty });
  const source = (id: string) => own.find((account) => account.Id === id);

  if (move.data) {
    const from = source(move.variables.AccountId);
    return (
      <MovementResult
        title={t('movements.withdrawal.done')}
        items={resultItems(t, {
          amount: Math.abs(move.data.Amount),
          fee: move.data.Fee,
          balances: from ? [{ account: from, balance: move.data.FromAccountBalance }] : [],
        })}
        refreshing={refreshing}
        onAgain={() => {
          move.reset();
          form.reset(empty);
        }}
      />
    );
  }
  if (draft) {
    return (
      <MovementReview
        items={reviewItems(t, {
          from: source(draft.AccountId),
          to: external.find((account) => account.Id === draft.ToExternalAccountId),
          amount: draft.Amount,
        })}
        note={<SavingsWithdrawalNote account={source(draft.AccountId)} />}
        confirmLabel={t('movements.withdrawal.confirm')}
        {...move.summaryActions(form, { AccountType: 'AccountId' })}
      />
    );
  }
  return (
    <MovementForm
      form={form}
      from={{
        name: 'AccountId',
        label: t('movements.common.from'),
        accounts: own,
        showBalance: true,
      }}
      to={{
        name: 'ToExternalAccountId',
        label: t('movements.withdrawal.to'),
        accounts: external,
        showBalance: false,
      }}
      amount="Amount"
      note={(account) => <SavingsWithdrawalNote account={account} />}
      onSubmit={(values) =>
        move.review({ ...values, AccountType: source(values.AccountId)?.Type ?? 'BankAccount' })
      }
    />
  );
}
