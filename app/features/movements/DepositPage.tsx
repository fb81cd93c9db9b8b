import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BankAccount } from '../../../api/bank';
import * as externalAccounts from '../../../api/externalAccounts';
import { useOwnAccounts } from '../../shell/ownAccounts';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { useOperationDraft } from '../../data/operation';
import { useDepositTargets, useExternalAccounts } from './api';
import { depositForm, startedDeposit, type DepositValues } from './depositForm';
import { MovementForm } from './MovementForm';
import { reviewItems, resultItems } from './movementItems';
import { MovementPage } from './MovementPage';
import { MovementResult } from './MovementResult';
import { MovementReview } from './MovementReview';

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
    <WhenLoaded queries={[external, targets]} failedTitle={t('errors.accounts_load_failed')}>
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

/** The form, the started deposit's summary (kept for a reload), the money moved. */
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
  const { draft, keep, forget } = useOperationDraft('movements.deposit', startedDeposit);
  const empty = {
    FromExternalAccountId:
      external.find((account) => account.Id === requested)?.Id ??
      (external.length === 1 ? external[0]!.Id : ''),
    ToAccountId: targets.find((account) => account.Id === requested)?.Id ?? '',
    Amount: '',
  };
  const form = useBankForm(depositForm, { defaultValues: draft ?? empty });
  const start = useCallMutation(externalAccounts.bankAccountStartDeposit);
  const complete = useCallMutation(externalAccounts.bankAccountCompleteDeposit, {
    onSuccess: forget,
  });
  const accounts = useOwnAccounts();
  // The summary is gone once the deposit is done; the result still names its account.
  const [depositedTo, setDepositedTo] = useState('');
  const target = (id: string) =>
    accounts.data?.find((account) => account.Id === id) ??
    targets.find((account) => account.Id === id);

  async function begin(values: DepositValues) {
    const request = { ...values, IdempotencyKey: crypto.randomUUID() };
    try {
      const { DepositId, Amount } = await start.mutateAsync(request);
      keep({ ...request, Amount, DepositId });
    } catch (error) {
      form.showRefusal(error);
    }
  }

  if (complete.data) {
    const to = target(depositedTo);
    return (
      <MovementResult
        title={t('movements.deposit.done')}
        items={resultItems(t, {
          amount: Math.abs(complete.data.Amount),
          fee: complete.data.Fee,
          balances: to ? [{ account: to, balance: to.Balance }] : [],
        })}
        refreshing={accounts.isFetching}
        onAgain={() => {
          complete.reset();
          form.reset(empty);
        }}
      />
    );
  }
  if (draft) {
    return (
      <MovementReview
        items={reviewItems(t, {
          from: external.find((account) => account.Id === draft.FromExternalAccountId),
          to: target(draft.ToAccountId),
          amount: draft.Amount,
        })}
        confirmLabel={t('movements.deposit.confirm')}
        onConfirm={() => {
          setDepositedTo(draft.ToAccountId);
          complete.mutate(
            { DepositId: draft.DepositId },
            { onError: (error) => form.showRefusal(error) && forget() },
          );
        }}
        onEdit={forget}
        busy={complete.isPending}
        refusal={form.refusal}
      />
    );
  }
  return (
    <MovementForm
      form={form}
      from={{
        name: 'FromExternalAccountId',
        label: t('movements.deposit.from'),
        accounts: external,
        showBalance: false,
      }}
      to={{
        name: 'ToAccountId',
        label: t('movements.common.to'),
        accounts: targets,
        showBalance: true,
      }}
      amount="Amount"
      onSubmit={begin}
    />
  );
}
