import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { BankAccount } from '../../../api/bank';
import type { movement } from '../../../api/bankAccounts';
import { useOwnAccounts } from '../../shell/ownAccounts';
import { useIdempotencyKey } from '../../shell/useIdempotencyKey';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useCompleteDeposit, useDepositTargets, useExternalAccounts, useStartDeposit } from './api';
import { movementAmount, type MovementValues } from './movementForm';
import { MovementForm } from './MovementForm';
import { reviewItems, resultItems } from './movementItems';
import { MovementPage } from './MovementPage';
import { MovementResult } from './MovementResult';
import { MovementReview } from './MovementReview';
import { useMovementFlow } from './useMovementFlow';

type Movement = z.output<typeof movement>;

/**
 * `/bank/accounts/deposit?accountId=`: 'Talleta', money from the customer's own account in
 * another bank. 'Jatka' starts the deposit (the bank answers what it will collect), the summary
 * confirms it, and only then is it completed.
 */
export function DepositPage() {
  const { t } = useTranslation();
  return (
    <MovementPage title={t('movements.deposit.title')} intro={t('movements.deposit.intro')}>
      <Deposit />
    </MovementPage>
  );
}

function Deposit() {
  const { t } = useTranslation();
  const external = useExternalAccounts();
  const targets = useDepositTargets();
  return (
    <WhenLoaded queries={[external, targets]} failedTitle={t('accounts.accountsFailed')}>
      {(externalAccounts, targetAccounts) =>
        externalAccounts.length === 0 ? (
          <p>{t('movements.deposit.noExternal')}</p>
        ) : targetAccounts.length === 0 ? (
          <p>{t('movements.common.noAccounts')}</p>
        ) : (
          <DepositFlow external={externalAccounts} targets={targetAccounts} />
        )
      }
    </WhenLoaded>
  );
}

function DepositFlow({
  external,
  targets,
}: {
  external: readonly BankAccount[];
  targets: readonly BankAccount[];
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = params.get('accountId');
  const flow = useMovementFlow<Movement>({
    from:
      external.find((account) => account.Id === requested)?.Id ??
      (external.length === 1 ? external[0]!.Id : ''),
    to: targets.find((account) => account.Id === requested)?.Id ?? '',
    amount: '',
    message: '',
  });
  const start = useStartDeposit();
  const complete = useCompleteDeposit();
  const keyFor = useIdempotencyKey();
  const accounts = useOwnAccounts();
  const [deposit, setDeposit] = useState<{ DepositId: string; Amount: number } | null>(null);
  const values = flow.form.getValues();
  const source = external.find((account) => account.Id === values.from);
  const target = targets.find((account) => account.Id === values.to);

  function begin(form: MovementValues) {
    const request = {
      FromExternalAccountId: form.from,
      ToAccountId: form.to,
      Amount: movementAmount(form),
    };
    start.mutate(
      { ...request, IdempotencyKey: keyFor(request) },
      {
        onSuccess: (started) => {
          setDeposit(started);
          flow.review();
        },
        onError: flow.refused,
      },
    );
  }

  if (flow.step.kind === 'form' || !deposit) {
    return (
      <MovementForm
        form={flow.form}
        from={{ label: t('movements.deposit.from'), accounts: external, showBalance: false }}
        to={{ label: t('movements.common.to'), accounts: targets, showBalance: true }}
        onSubmit={begin}
        busy={start.isPending}
        refusal={flow.refusal}
      />
    );
  }
  if (flow.step.kind === 'review') {
    return (
      <MovementReview
        items={reviewItems(t, { from: source, to: target, amount: deposit.Amount })}
        confirmLabel={t('movements.deposit.confirm')}
        onConfirm={() =>
          complete.mutate(deposit.DepositId, { onSuccess: flow.done, onError: flow.refused })
        }
        onEdit={flow.edit}
        busy={complete.isPending}
        refusal={flow.refusal}
      />
    );
  }
  const { result } = flow.step;
  const refreshed = accounts.data?.find((account) => account.Id === values.to) ?? target;
  return (
    <MovementResult
      title={t('movements.deposit.done')}
      items={resultItems(t, {
        amount: Math.abs(result.Amount),
        fee: result.Fee,
        balances: refreshed ? [{ account: refreshed, balance: refreshed.Balance }] : [],
      })}
      refreshing={accounts.isFetching}
      onAgain={() => {
        start.reset();
        complete.reset();
        setDeposit(null);
        flow.again();
      }}
    />
  );
}
