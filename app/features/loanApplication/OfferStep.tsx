import { useTranslation } from 'react-i18next';
import { approve } from '../../../api/loanApplication';
import { formatMoney } from '../../../domain/money/money';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { TermsCheckbox } from '../../../ui/TermsCheckbox';
import { useBankForm } from '../../data/form';
import { usePreparedConfirmation, useReturnStatus } from '../../data/operation';
import type { LoanApplication } from './api';
import { useFunnelStep } from './funnel';
import { applicationAddress, TERMS_PATH } from './landingAddress';
import { OfferFigures } from './OfferFigures';

const acceptance = approve.request.pick({ TermsAccepted: true });

/**
 * The bank's offer: approved as asked or for less, its figures, the terms to accept, and the
 * signature by strong identification, which comes back here to the loan granted.
 */
export function OfferStep({ application }: { application: LoanApplication }) {
  const { t } = useTranslation();
  const text = useMessageText();
  useFunnelStep(application.Id, 'offer');
  const returned = useReturnStatus();
  const signing = usePreparedConfirmation(approve);
  const form = useBankForm(acceptance);
  const { register, handleSubmit, showRefusal, formState } = form;
  const { Offer: offer, ApprovedAmount, Amount } = application;
  if (!offer) return null;
  const reduced = ApprovedAmount !== null && ApprovedAmount < Amount;

  const sign = handleSubmit(async ({ TermsAccepted }) => {
    try {
      await signing.start({ Id: application.Id, TermsAccepted }, () => ({
        nextUrl: applicationAddress(application.Id, 'signed'),
        returnUrl: applicationAddress(application.Id, 'offer'),
      }));
    } catch (refusal) {
      showRefusal(refusal);
    }
  });

  return (
    <Stack gap={5}>
      <h2>{t('loanApplication.offer.title')}</h2>
      {returned === 'cancel' && (
        <AlertBox tone="info">{t('loanApplication.offer.signCancelled')}</AlertBox>
      )}
      {returned === 'error' && (
        <AlertBox tone="error" title={t('loanApplication.offer.signFailed')}>
          {t('loanApplication.offer.signCancelled')}
        </AlertBox>
      )}
      {reduced ? (
        <AlertBox tone="warning">
          <p>
            {t('loanApplication.offer.reduced', {
              approved: formatMoney(ApprovedAmount),
              asked: formatMoney(Amount),
            })}
          </p>
          <p>{t('loanApplication.reasons.income')}</p>
        </AlertBox>
      ) : (
        <AlertBox tone="success">{t('loanApplication.offer.approved')}</AlertBox>
      )}
      <OfferFigures offer={offer} />
      <form noValidate onSubmit={(event) => void sign(event)}>
        <Stack gap={4}>
          <TermsCheckbox
            termsHref={TERMS_PATH}
            submitted={formState.isSubmitted}
            {...register('TermsAccepted')}
          />
          <p>{t('loanApplication.offer.signHint')}</p>
          {form.refusal && (
            <AlertBox tone="error" title={t('loanApplication.offer.signFailed')}>
              {text(form.refusal)}
            </AlertBox>
          )}
          <div>
            <Button type="submit" busy={signing.busy}>
              {signing.busy ? t('loanApplication.offer.signing') : t('loanApplication.offer.sign')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
