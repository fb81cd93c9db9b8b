import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../../api/bank';
import { termDepositCreate, termDepositOffer } from '../../../api/bankProducts';
import type { TermDepositCalculation } from '../../../domain/accounts/termDeposit';
import { formatWholeEuros } from '../../../domain/money/amountLimit';
import { eurosToCents } from '../../../domain/money/money';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormField } from '../../../ui/FormField';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { useMessageText } from '../../../ui/MessageText';
import { Slider } from '../../../ui/Slider';
import { Stack } from '../../../ui/Stack';
import { StepIndicator } from '../../../ui/StepIndicator';
import { useFlowFunnelStep } from '../../data/funnel';
import { TermsCheckbox } from '../../../ui/TermsCheckbox';
import { AccountSelect } from '../../shell/AccountSelect';
import { useCall, useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { useOperationDraft } from '../../data/operation';
import { OpenedStep } from './OpenedStep';
import { termsHref } from './products';
import { TermDepositOfferPanel } from './TermDepositOfferPanel';
import { termDepositDefaults, termDepositForm } from './termDepositForm';
import { depositAmountValues } from './termDepositSliders';
import { TermDepositSummary } from './TermDepositSummary';
import { useDebouncedValue } from './useDebouncedValue';

/** How long the sliders rest before the bank is asked for an offer. */
const OFFER_DELAY_MS = 400;

export interface TermDepositFormProps {
  calculation: TermDepositCalculation;
  /** The payment accounts the deposit can be charged from. */
  sources: readonly BankAccount[];
}

/**
 * The term deposit: amount and term on sliders, the bank's offer following them, the account
 * to charge and the terms; a summary to confirm (kept for a reload, with its IdempotencyKey),
 * then the new deposit.
 */
export function TermDepositForm({ calculation, sources }: TermDepositFormProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { draft, keep, forget } = useOperationDraft(
    'opening.termDeposit',
    termDepositCreate.request,
  );
  const create = useCallMutation(termDepositCreate, { onSuccess: forget });
  const amounts = useMemo(() => depositAmountValues(calculation), [calculation]);
  const schema = useMemo(() => termDepositForm(sources), [sources]);
  const form = useBankForm(schema, {
    defaultValues: termDepositDefaults(calculation, sources, draft),
  });
  const { control, register, handleSubmit, showRefusal, formState } = form;
  const [amount, months] = useWatch({ control, name: ['Amount', 'DurationInMonths'] });
  const choice = useMemo(() => ({ amount, months }), [amount, months]);
  const settled = useDebouncedValue(choice, OFFER_DELAY_MS);
  const offer = useCall(
    termDepositOffer,
    { Amount: eurosToCents(settled.amount), DurationInMonths: settled.months },
    { placeholderData: keepPreviousData },
  );
  const calculating = settled !== choice || offer.isFetching;
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
          <Controller
            control={control}
            name="Amount"
            render={({ field, fieldState }) => (
              <FormField label={t('opening.amount')} error={fieldState.error?.message}>
                <Slider
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  values={amounts}
                  formatValue={formatWholeEuros}
                />
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="DurationInMonths"
            render={({ field, fieldState }) => (
              <FormField label={t('accounts.deposit.duration')} error={fieldState.error?.message}>
                <Slider
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  values={calculation.durations}
                  formatValue={(value) => t('accounts.deposit.months', { count: value })}
                />
              </FormField>
            )}
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
