import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { BankAccount } from '../../../api/bank';
import { formatWholeEuros } from '../../../domain/money/amountLimit';
import { code } from '../../../domain/errors/message';
import { eurosToCents } from '../../../domain/money/money';
import type { TermDepositCalculation } from '../../../domain/accounts/termDeposit';
import { termsAcceptedField } from '../../../domain/forms/termsForm';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormField } from '../../../ui/FormField';
import { Slider } from '../../../ui/Slider';
import { Stack } from '../../../ui/Stack';
import { StepIndicator } from '../../../ui/StepIndicator';
import { TermsCheckbox } from '../../../ui/TermsCheckbox';
import { AccountSelect } from '../../shell/AccountSelect';
import { showOnField } from '../../shell/serverFieldError';
import { termDepositOfferQuery, useCreateTermDeposit } from './api';
import { OpeningResult, type OpenedAccount } from './OpeningResult';
import { termsHref } from './products';
import { TermDepositOfferPanel, type TermDepositOffer } from './TermDepositOfferPanel';
import { depositAmountValues } from './termDepositSliders';
import { TermDepositSummary } from './TermDepositSummary';
import { useDebouncedValue } from './useDebouncedValue';
import { useIdempotencyKey } from '../../shell/useIdempotencyKey';

/** How long the sliders rest before the bank is asked for an offer. */
const OFFER_DELAY_MS = 400;

const CHOOSE_ACCOUNT = 'Valitse veloitettava tili';

/** The form's rules: a source account holding the amount, and the terms accepted. */
function termDepositForm(sources: readonly BankAccount[]) {
  return z
    .object({
      Amount: z.number().positive(),
      DurationInMonths: z.int().positive(),
      SourceAccountId: z.string().min(1, CHOOSE_ACCOUNT),
      TermsAccepted: termsAcceptedField,
    })
    .superRefine((form, context) => {
      const source = sources.find((account) => account.Id === form.SourceAccountId);
      if (source && source.Balance < eurosToCents(form.Amount)) {
        context.addIssue({
          code: 'custom',
          path: ['SourceAccountId'],
          message: code('errors.insufficient_funds'),
        });
      }
    });
}

interface Confirming {
  offer: TermDepositOffer;
  source: BankAccount;
}

export interface TermDepositFormProps {
  calculation: TermDepositCalculation;
  /** The payment accounts the deposit can be charged from. */
  sources: readonly BankAccount[];
}

/**
 * The term deposit: amount and term on sliders, the bank's offer following them, the account
 * to charge and the terms; a summary to confirm, then the new deposit.
 */
export function TermDepositForm({ calculation, sources }: TermDepositFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = useCreateTermDeposit();
  const amounts = useMemo(() => depositAmountValues(calculation), [calculation]);
  const schema = useMemo(() => termDepositForm(sources), [sources]);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const idempotencyKey = useIdempotencyKey();
  const [created, setCreated] = useState<OpenedAccount | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      Amount: calculation.defaultAmount,
      DurationInMonths: calculation.defaultDuration,
      SourceAccountId: sources.length === 1 ? sources[0]!.Id : '',
    },
  });
  const [amount, months] = useWatch({ control, name: ['Amount', 'DurationInMonths'] });
  const choice = useMemo(() => ({ amount, months }), [amount, months]);
  const settled = useDebouncedValue(choice, OFFER_DELAY_MS);
  const offer = useQuery({
    ...termDepositOfferQuery(eurosToCents(settled.amount), settled.months),
    placeholderData: keepPreviousData,
  });
  const calculating = settled !== choice || offer.isFetching;

  if (created) {
    return (
      <Stack gap={5}>
        <StepIndicator current={3} total={3} />
        <OpeningResult account={created} title={t('opening.depositOpened')} />
      </Stack>
    );
  }

  const submit = handleSubmit(async (form) => {
    setFormError(null);
    try {
      const chosen = await queryClient.fetchQuery(
        termDepositOfferQuery(eurosToCents(form.Amount), form.DurationInMonths),
      );
      const source = sources.find((account) => account.Id === form.SourceAccountId)!;
      setConfirming({ offer: chosen, source });
    } catch (error) {
      setFormError((error as Error).message);
    }
  });

  const confirm = () => {
    if (!confirming) return;
    const { offer: chosen, source } = confirming;
    const request = {
      Amount: chosen.Amount,
      DurationInMonths: chosen.DurationInMonths,
      SourceAccountId: source.Id,
      TermsAccepted: true as const,
    };
    create.mutate(
      { ...request, IdempotencyKey: idempotencyKey(request) },
      {
        onSuccess: setCreated,
        onError: (error) => {
          setConfirming(null);
          if (!showOnField(error, ['SourceAccountId'], setError)) setFormError(error.message);
        },
      },
    );
  };

  return (
    <Stack gap={5}>
      <StepIndicator current={confirming ? 2 : 1} total={3} />
      {formError && (
        <AlertBox tone="error" title={t('opening.failed')}>
          {formError}
        </AlertBox>
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap={5}>
          <Controller
            control={control}
            name="Amount"
            render={({ field }) => (
              <FormField label={t('opening.amount')} error={errors.Amount?.message}>
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
            render={({ field }) => (
              <FormField
                label={t('accounts.deposit.duration')}
                error={errors.DurationInMonths?.message}
              >
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
            error={errors.SourceAccountId?.message}
            {...register('SourceAccountId')}
          />
          <TermsCheckbox
            termsHref={termsHref('term-deposit')}
            submitted={isSubmitted}
            {...register('TermsAccepted')}
          />
          <div>
            <Button type="submit" busy={isSubmitting}>
              {t('opening.openDeposit')}
            </Button>
          </div>
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        question={t('opening.confirmDeposit')}
        busy={create.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {confirming && (
          <Stack gap={4}>
            <TermDepositSummary offer={confirming.offer} source={confirming.source} />
            <p>{t('opening.confirmDepositText')}</p>
          </Stack>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
