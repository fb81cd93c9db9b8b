import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../../api/bank';
import { termDepositCreate, termDepositOffer } from '../../../api/bankProducts';
import type { TermDepositCalculation } from '../../../domain/accounts/termDeposit';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { StepIndicator } from '../../../ui/StepIndicator';
import { useFlowFunnelStep } from '../../data/funnel';
import { TermsCheckbox } from '../../../ui/TermsCheckbox';
import { AccountSelect } from '../../shell/AccountSelect';
import { useCall, useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { useOperationDraft } from '../../data/operation';
import { OpenedStep } from './OpenedStep';
import type { KeptDepositChoice } from './keptDepositChoice';
import { termsHref } from './products';
import { TermDepositOfferPanel } from './TermDepositOfferPanel';
import { useTermDepositOffer } from './termDepositOfferQuery';
import { TermDepositSliders } from './TermDepositSliders';
import { termDepositDefaults, termDepositForm } from './termDepositForm';
import { TermDepositSummary } from './TermDepositSummary';

export interface TermDepositFormProps {
  calculation: TermDepositCalculation;
  /** The payment accounts the deposit can be charged from. */
  sources: readonly BankAccount[];
  /** The amount and term chosen before the login, if the page was reached with them. */
  kept?: KeptDepositChoice | null;
}

/**
 * The term deposit: amount and term on sliders, the bank's offer following them, the account
 * to charge and the terms; a summary to confirm (kept for a reload, with its IdempotencyKey),
 * then the new deposit.
 */
export function TermDepositForm({ calculation, sources, kept = null }: TermDepositFormProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { draft, keep, forget } = useOperationDraft(
    'opening.termDeposit',
    termDepositCreate.request,
  );
  const create = useCallMutation(termDepositCreate, { onSuccess: forget });
  const schema = useMemo(() => termDepositForm(sources), [sources]);
  const form = useBankForm(schema, {
    defaultValues: termDepositDefaults(calculation, sources, draft, kept),
  });
  const { control, register, handleSubmit, showRefusal, formState } = form;
  const amount = useController({ control, name: 'Amount' });
  const months = useController({ control, name: 'DurationInMonths' });
  const { offer, calculating } = useTermDepositOffer(
    termDepositOffer,
    amount.field.value,
    months.field.value,
  );
  useFlowFunnelStep('term-deposit', create.data ? 'opened' : draft ? 'confirm' : 'choose');

  if (create.data) {
    return <OpenedStep account={create.data} title={t('opening.depositOpened')} />;
  }

  const submit = handleSubmit((deposit) =>
    keep({ ...deposit, IdempotencyKey: crypto.randomUUID() }),
  );
  const confirm = () => {
    if (!draft) return;
    create.mutate(draft, {
      onError: (error) => {
        forget();
        showRefusal(error);
      },
    });
  };

  return (
    <Stack gap={5}>
      <StepIndicator current={draft ? 2 : 1} total={3} />
      {form.refusal && (
        <AlertBox tone="error" title={t('opening.failed')}>
          {text(form.refusal)}
        </AlertBox>
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap={5}>
          <TermDepositSliders
            calculation={calculation}
            amount={{ ...amount.field, error: amount.fieldState.error?.message }}
            months={{ ...months.field, error: months.fieldState.error?.message }}
          />
          <TermDepositOfferPanel offer={offer.data} calculating={calculating} error={offer.error} />
          <AccountSelect
            label={t('opening.source')}
            placeholder={t('opening.chooseAccount')}
            accounts={sources}
            error={formState.errors.SourceAccountId?.message}
            {...register('SourceAccountId')}
          />
          <TermsCheckbox
            termsHref={termsHref('term-deposit')}
            submitted={formState.isSubmitted}
            {...register('TermsAccepted')}
          />
          <div>
            <Button type="submit">{t('opening.openDeposit')}</Button>
          </div>
        </Stack>
      </form>
      <ConfirmDialog
        open={draft !== null}
        question={t('opening.confirmDeposit')}
        busy={create.isPending}
        onConfirm={confirm}
        onCancel={forget}
      >
        {draft && (
          <ConfirmedDeposit
            deposit={draft}
            source={sources.find((account) => account.Id === draft.SourceAccountId)}
          />
        )}
      </ConfirmDialog>
    </Stack>
  );
}

/** The offer for the deposit being confirmed (cached since the sliders asked for it). */
function ConfirmedDeposit({
  deposit,
  source,
}: {
  deposit: { Amount: number; DurationInMonths: number };
  source: BankAccount | undefined;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const offer = useCall(termDepositOffer, {
    Amount: deposit.Amount,
    DurationInMonths: deposit.DurationInMonths,
  });
  return (
    <Stack gap={4}>
      {offer.isError ? (
        <AlertBox tone="error" title={t('opening.offerFailed')}>
          {text(offer.error.message)}
        </AlertBox>
      ) : (
        <LoadingOverlay loading={!offer.data}>
          {offer.data && source && <TermDepositSummary offer={offer.data} source={source} />}
        </LoadingOverlay>
      )}
      <p>{t('opening.confirmDepositText')}</p>
    </Stack>
  );
}
