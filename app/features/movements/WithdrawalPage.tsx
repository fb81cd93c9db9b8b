import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { BankAccount } from '../../../api/bank';
import type { movement } from '../../../api/bankAccounts';
import { isMovableAccount, useOwnAccounts } from '../../shell/ownAccounts';
import { useIdempotencyKey } from '../../shell/useIdempotencyKey';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useExternalAccounts, useWithdraw } from './api';
import { movementAmount } from './movementForm';
import { MovementForm } from './MovementForm';
import { reviewItems, resultItems } from './movementItems';
import { MovementPage } from './MovementPage';
import { MovementResult } from './MovementResult';
import { MovementReview } from './MovementReview';
import { SavingsWithdrawalNote } from './SavingsWithdrawalNote';
import { useMovementFlow } from './useMovementFlow';

type Movement = z.output<typeof movement>;

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
    <WhenLoaded queries={[accounts, external]} failedTitle={t('accounts.accountsFailed')}>
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
  const requested = params.get('accountId');
  const flow = useMovementFlow<Movement>({
    from:
      own.find((account) => account.Id === requested)?.Id ?? (own.length === 1 ? own[0]!.Id : ''),
    to:
      external.find((account) => account.Id === requested)?.Id ??
      (external.length === 1 ? external[0]!.Id : ''),
    amount: '',
    message: '',
  });
  const withdraw = useWithdraw();
  const keyFor = useIdempotencyKey();
  const values = flow.form.getValues();
  const source = own.find((account) => account.Id === values.from);
  const target = external.find((account) => account.Id === values.to);

  if (flow.step.kind === 'form') {
    return (
      <MovementForm
        form={flow.form}
        from={{ label: t('movements.common.from'), accounts: own, showBalance: true }}
        to={{ label: t('movements.withdrawal.to'), accounts: external, showBalance: false }}
        note={(account) => <SavingsWithdrawalNote account={account} />}
        onSubmit={flow.review}
      />
    );
  }
  if (flow.step.kind === 'review') {
    const confirm = () => {
      if (!source) return;
      const request = {
        AccountId: source.Id,
        AccountType: source.Type,
        ToExternalAccountId: values.to,
        Amount: movementAmount(values),
      };
      withdraw.mutate(
        { ...request, IdempotencyKey: keyFor(request) },
        { onSuccess: flow.done, onError: flow.refused },
      );
    };
    return (
      <MovementReview
        items={reviewItems(t, { from: source, to: target, amount: movementAmount(values) })}
        note={<SavingsWithdrawalNote account={source} />}
        confirmLabel={t('movements.withdrawal.confirm')}
        onConfirm={confirm}
        onEdit={flow.edit}
        busy={withdraw.isPending}
        refusal={flow.refusal}
      />
    );
  }
  const { result } = flow.step;
  return (
    <MovementResult
      title={t('movements.withdrawal.done')}
      items={resultItems(t, {
        amount: Math.abs(result.Amount),
        fee: result.Fee,
        balances: source ? [{ account: source, balance: result.FromAccountBalance }] : [],
      })}
      refreshing={refreshing}
      onAgain={() => {
        withdraw.reset();
        flow.again();
      }}
    />
  );
}
