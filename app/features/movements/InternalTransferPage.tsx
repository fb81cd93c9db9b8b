import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BankAccount } from '../../../api/bank';
import { transfer } from '../../../api/bankAccounts';
import { isMovableAccount } from '../../shell/ownAccounts';
import { WithOwnAccounts } from '../../shell/WithOwnAccounts';
import { useBankForm } from '../../data/form';
import { useReviewedOperation } from '../../data/operation';
import { transferForm } from './transferForm';
import { MovementForm } from './MovementForm';
import { reviewItems, resultItems } from './movementItems';
import { MovementPage } from './MovementPage';
import { MovementResult } from './MovementResult';
import { MovementReview } from './MovementReview';
import { SavingsWithdrawalNote } from './SavingsWithdrawalNote';

/** `/bank/accounts/internal-transfer?accountId=`: 'Oma siirto' between own accounts. */
export function InternalTransferPage() {
  const { t } = useTranslation();
  return (
    <MovementPage title={t('movements.transfer.title')} intro={t('movements.transfer.intro')}>
      <InternalTransfer />
    </MovementPage>
  );
}

function InternalTransfer() {
  const { t } = useTranslation();
  return (
    <WithOwnAccounts usable={isMovableAccount} fewest={2} none={t('movements.common.noAccounts')}>
      {(accounts, refreshing) => <TransferFlow accounts={accounts} refreshing={refreshing} />}
    </WithOwnAccounts>
  );
}

/**
 * The form, its summary, the money moved. The summary's request (with its IdempotencyKey) is
 * kept while it is shown: a reload finds it, and confirming again moves the money once.
 */
function TransferFlow({
  accounts,
  refreshing,
}: {
  accounts: readonly BankAccount[];
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const move = useReviewedOperation(transfer, { name: 'movements.transfer' });
  const { draft } = move;
  const empty = {
    FromAccountId: accounts.find((account) => account.Id === params.get('accountId'))?.Id ?? '',
    ToAccountId: '',
    Amount: '',
    Message: '',
  };
  const form = useBankForm(transferForm, { defaultValues: draft ?? empty });
  const byId = (id: string) => accounts.find((account) => account.Id === id);

  if (move.data) {
    const source = byId(move.variables.FromAccountId);
    const target = byId(move.variables.ToAccountId);
    return (
      <MovementResult
        title={t('movements.transfer.done')}
        items={resultItems(t, {
          amount: Math.abs(move.data.Amount),
          fee: move.data.Fee,
          balances: [
            ...(source ? [{ account: source, balance: move.data.FromAccountBalance }] : []),
            ...(target ? [{ account: target, balance: target.Balance }] : []),
          ],
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
          from: byId(draft.FromAccountId),
          to: byId(draft.ToAccountId),
          amount: draft.Amount,
          message: draft.Message,
        })}
        note={<SavingsWithdrawalNote account={byId(draft.FromAccountId)} />}
        confirmLabel={t('movements.transfer.confirm')}
        {...move.summaryActions(form)}
      />
    );
  }
  return (
    <MovementForm
      form={form}
      from={{
        name: 'FromAccountId',
        label: t('movements.common.from'),
        accounts,
        showBalance: true,
      }}
      to={{ name: 'ToAccountId', label: t('movements.common.to'), accounts, showBalance: true }}
      amount="Amount"
      message="Message"
      note={(account) => <SavingsWithdrawalNote account={account} />}
      onSubmit={move.review}
    />
  );
}
