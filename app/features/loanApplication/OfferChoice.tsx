import { useTranslation } from 'react-i18next';
import { proposals, update } from '../../../api/loanApplication';
import { eurosToCents, formatMoney } from '../../../domain/money/money';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { SingleSelectButtons } from '../../../ui/SingleSelectButtons';
import { Stack } from '../../../ui/Stack';
import { useCall, useCallMutation } from '../../data/calls';
import { LoadFailed } from '../../shell/LoadFailed';
import type { LoanApplication } from './api';
import { OfferFigures } from './OfferFigures';

/**
 * The offer's figures and, while it waits for acceptance, the other loan terms the bank proposes
 * for the approved amount (those whose instalment the applicant's budget allows). Choosing one
 * asks the decision again for that amount and term, and the figures follow.
 */
export function OfferChoice({ application }: { application: LoanApplication }) {
  const { t } = useTranslation();
  const waiting = application.Status === 'WaitingForApproval';
  const choices = useCall(proposals, { Id: application.Id }, { enabled: waiting });
  const change = useCallMutation(update);
  const offer = application.Offer;
  if (!offer) return null;

  const choose = (months: string | null) => {
    const chosen = choices.data?.find((proposal) => String(proposal.InstallmentCount) === months);
    if (!chosen || change.isPending || chosen.InstallmentCount === offer.InstallmentCount) return;
    change.mutate({
      Id: application.Id,
      Amount: chosen.Amount,
      InstallmentCount: chosen.InstallmentCount,
    });
  };

  return (
    <Stack gap={4}>
      {waiting && choices.isError && (
        <LoadFailed
          title={t('loanApplication.offer.durationsFailed')}
          error={choices.error}
          onRetry={() => void choices.refetch()}
        />
      )}
      {waiting && choices.isPending && (
        <p role="status">{t('loanApplication.offer.durationsLoading')}</p>
      )}
      {waiting && choices.data && choices.data.length > 1 && (
        <SingleSelectButtons
          label={t('loanApplication.offer.durations')}
          hint={t('loanApplication.offer.durationsHint', {
            amount: formatMoney(eurosToCents(offer.Amount)),
          })}
          error={change.isError ? change.error.message : null}
          options={choices.data.map((proposal) => ({
            value: String(proposal.InstallmentCount),
            label: t('loanApplication.offer.durationValue', {
              months: proposal.InstallmentCount,
              instalment: formatMoney(eurosToCents(proposal.InstallmentAmount)),
            }),
          }))}
          value={String(offer.InstallmentCount)}
          onChange={choose}
        />
      )}
      {/* Only the figures wait: the choice keeps the keyboard's focus while the bank prices it. */}
      <LoadingOverlay loading={change.isPending}>
        <OfferFigures offer={offer} />
      </LoadingOverlay>
    </Stack>
  );
}
