import { useTranslation } from 'react-i18next';
import { approve } from '../../../api/loanApplication';
import { paymentProtectionCost } from '../../../domain/loans/paymentProtection';
import { eurosToCents, formatMoney } from '../../../domain/money/money';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { TermsCheckbox } from '../../../ui/TermsCheckbox';
import { useBankForm } from '../../data/form';
import { usePreparedConfirmation } from '../../data/operation';
import type { LoanApplication } from './api';
import { ApplicationChoice } from './ApplicationChoice';
import { CancelApplication } from './CancelApplication';
import { useFunnelStep } from './funnel';
import { applicationAddress, TERMS_PATH } from './landingAddress';
import { useLandingReturnStatus } from './landingStart';
import { OfferChoice } from './OfferChoice';

const acceptance = approve.request.pick({ TermsAccepted: true });

/**
 * The bank's offer: approved as asked or for less, its figures and terms to choose from, the
 * optional payment protection and express payout, the terms to accept, and the signature by
 * strong identification, which comes back here to the loan granted. The payout is chosen here,
 * before signing: the sandbox bank pays the loan out in the signature's own booking.
 */
export function OfferStep({ application }: { application: LoanApplication }) {
  const { t } = useTranslation();
  const text = useMessageText();
  useFunnelStep(application.Id, 'offer');
  const returned = useLandingReturnStatus();
  const signing = usePreparedConfirmation(approve);
  const form = useBankForm(acceptance);
  const { register, handleSubmit, showRefusal, formState } = form;
  const { Offer: offer, ApprovedAmount, Amount } = application;
  if (!offer) return null;
  const reduced = ApprovedAmount !== null && ApprovedAmount < Amount;
  const protection = paymentProtectionCost(
    eurosToCents(offer.InstallmentAmount),
    offer.InstallmentCount,
  );

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
      <OfferChoice application={application} />
      <ApplicationChoice
        application={application}
        choice="Insurance"
        label={t('loanApplication.offer.insurance')}
        description={t('loanApplication.offer.insuranceHint', {
          monthly: formatMoney(protection.monthly),
          total: formatMoney(protection.total),
        })}
      />
      <ApplicationChoice
        application={application}
        choice="ExpressPayment"
        label={t('loanApplication.offer.expressPayment')}
        description={t('loanApplication.offer.expressPaymentHint')}
      />
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
      <CancelApplication applicationId={application.Id} />
    </Stack>
  );
}
