import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSearchParams } from 'react-router';
import type { BankAccount } from '../../../api/bank';
import type { movement } from '../../../api/bankAccounts';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { LoadFailed } from '../../shell/LoadFailed';
import { isMovableAccount, useOwnAccounts } from '../../shell/ownAccounts';
import { useIdempotencyKey } from '../../shell/useIdempotencyKey';
import { useTransfer } from './api';
import { movementAmount } from './movementForm';
import { MovementForm } from './MovementForm';
import { reviewItems, resultItems } from './movementItems';
import { MovementPage } from './MovementPage';
import { MovementResult } from './MovementResult';
import { MovementReview } from './MovementReview';
import { SavingsWithdrawalNote } from './SavingsWithdrawalNote';
import { useMovementFlow } from './useMovementFlow';

type Movement = z.output<typeof movement>;

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
  const accounts = useOwnAccounts();
  if (accounts.isError) {
    return (
      <LoadFailed
        title={t('accounts.accountsFailed')}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
    );
  }
  if (!accounts.data) return <LoadingOverlay loading />;
  const movable = accounts.data.filter(isMovableAccount);
  if (movable.length < 2) return <p>{t('movements.common.noAccounts')}</p>;
  return <TransferFlow accounts={movable} refreshing={accounts.isFetching} />;
}

function TransferFlow({
  accounts,
  refreshing,
}: {
  accounts: readonly BankAccount[];
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const from = accounts.find((account) => account.Id === params.get('accountId'))?.Id ?? '';
  const flow = useMovementFlow<Movement>({ from, to: '', amount: '', message: '' });
  const transfer = useTransfer();
  const keyFor = useIdempotencyKey();
  const values = flow.form.getValues();
  const byId = (id: string) => accounts.find((account) => account.Id === id);

  if (flow.step.kind === 'form') {
    return (
      <MovementForm
        form={flow.form}
        from={{ label: t('movements.common.from'), accounts, showBalance: true }}
        to={{ label: t('movements.common.to'), accounts, showBalance: true }}
        withMessage
        note={(account) => <SavingsWithdrawalNote account={account} />}
        onSubmit={flow.review}
      />
    );
  }
  if (flow.step.kind === 'review') {
    const confirm = () => {
      const request = {
        FromAccountId: values.from,
        ToAccountId: values.to,
        Amount: movementAmount(values),
        Message: values.message.trim() || undefined,
      };
      transfer.mutate(
        { ...request, IdempotencyKey: keyFor(request) },
        { onSuccess: flow.done, onError: flow.refused },
      );
    };
    return (
      <MovementReview
        items={reviewItems(t, {
          from: byId(values.from),
          to: byId(values.to),
          amount: movementAmount(values),
          message: values.message.trim(),
        })}
        note={<SavingsWithdrawalNote account={byId(values.from)} />}
        confirmLabel={t('movements.transfer.confirm')}
        onConfirm={confirm}
        onEdit={flow.edit}
        busy={transfer.isPending}
        refusal={flow.refusal}
      />
    );
  }
  const { result } = flow.step;
  const source = byId(values.from);
  const target = byId(values.to);
  return (
    <MovementResult
      title={t('movements.transfer.done')}
      items={resultItems(t, {
        amount: Math.abs(result.Amount),
        fee: result.Fee,
        balances: [
          ...(source ? [{ account: source, balance: result.FromAccountBalance }] : []),
          ...(target ? [{ account: target, balance: target.Balance }] : []),
        ],
      })}
      refreshing={refreshing}
      onAgain={() => {
        transfer.reset();
        flow.again();
      }}
    />
  );
}
