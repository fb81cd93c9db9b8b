import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { init, startIdentification } from '../../../api/loanApplicationStart';
import { AlertBox } from '../../../ui/AlertBox';
import { LoanCalculator, type LoanSelection } from '../../../ui/LoanCalculator';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useCallMutation } from '../../data/calls';
import { useOperationDraft, useReturnStatus } from '../../data/operation';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useLoanOffers } from './offerTable';
import { APPLICATION_STEPS, ApplicationSteps } from './ApplicationSteps';
import { trackStepNow } from './funnel';
import { loanChoiceOf } from './landingQuery';
import { prefetchLaterSteps } from './laterSteps';

/** The choice taken to the identification, so a cancelled one comes back to it. */
const choiceSchema = z.object({ amount: z.int(), months: z.int() });

/**
 * The first step: the calculator preset from the address (or from the choice the applicant took
 * to an identification that did not finish), then 'Hae lainaa' starts the application and
 * leaves for strong identification.
 */
export function CalculatorStep() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [params] = useSearchParams();
  const returned = useReturnStatus();
  const offers = useLoanOffers();
  const { draft, keep } = useOperationDraft('loanApplication.choice', choiceSchema);
  const start = useCallMutation(init);
  const identify = useCallMutation(startIdentification);
  const [leaving, setLeaving] = useState(false);
  const preset = params.has('Amount') || !draft ? loanChoiceOf(params) : draft;
  const failure = start.error ?? identify.error;
  // The applicant comes back from the identification to the form: its code is then at hand.
  useEffect(prefetchLaterSteps, []);

  async function apply({ amount, months }: LoanSelection) {
    if (leaving) return;
    setLeaving(true);
    keep({ amount, months });
    try {
      const { applicationId } = await start.mutateAsync({
        Amount: amount,
        InstallmentCount: months,
      });
      trackStepNow(applicationId, 'calculator');
      const { IdentificationUrl } = await identify.mutateAsync({ applicationId });
      window.location.assign(IdentificationUrl);
    } catch {
      setLeaving(false);
    }
  }

  return (
    <Stack gap={5}>
      <ApplicationSteps current={APPLICATION_STEPS.calculator} />
      <p>{t('loanApplication.page.intro')}</p>
      {returned === 'cancel' && (
        <AlertBox tone="info">{t('loanApplication.page.identificationCancelled')}</AlertBox>
      )}
      {returned === 'error' && (
        <AlertBox tone="error">{t('loanApplication.page.identificationFailed')}</AlertBox>
      )}
      {failure && (
        <AlertBox tone="error" title={t('loanApplication.page.startFailed')}>
          {text(failure.message)}
        </AlertBox>
      )}
      <WhenLoaded queries={[offers]} failedTitle={t('loanApplication.page.calculatorFailed')}>
        {({ Items }) => (
          <LoanCalculator
            offers={Items}
            amount={preset.amount}
            months={preset.months}
            onApply={(selection) => void apply(selection)}
          />
        )}
      </WhenLoaded>
      <VisuallyHidden role="status">
        {leaving ? t('loanApplication.page.starting') : ''}
      </VisuallyHidden>
    </Stack>
  );
}
