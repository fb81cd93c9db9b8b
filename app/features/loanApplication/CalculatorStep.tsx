import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoanOfferRow } from '../../../domain/loans/loanCalculator';
import { LoanCalculator, type LoanSelection } from '../../../ui/LoanCalculator';
import { Stack } from '../../../ui/Stack';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { APPLICATION_STEPS, ApplicationSteps } from './ApplicationSteps';
import { loanChoiceOf } from './landingQuery';
import {
  loadApplying,
  loadAskedOfferTable,
  loadCalculatorNotices,
  prefetchLaterSteps,
} from './laterSteps';
import { useLandingReturnStatus, useLandingStart } from './landingStart';
import { usePageOfferTable } from './pageOfferTable';
import { StepLoading } from './StepLoading';

const CalculatorNotices = lazy(() =>
  loadCalculatorNotices().then((module) => ({ default: module.CalculatorNotices })),
);
const AskedOfferTable = lazy(() =>
  loadAskedOfferTable().then((module) => ({ default: module.AskedOfferTable })),
);

/**
 * The first step: the calculator preset from the address (or from the choice the applicant took
 * to an identification that did not finish), then 'Hae lainaa' starts the application and
 * leaves for strong identification. Only the calculator comes with the page: what 'Hae lainaa'
 * does loads as soon as it shows (laterSteps.ts).
 */
export function CalculatorStep() {
  const { t } = useTranslation();
  const { search: params, keptChoice: kept } = useLandingStart();
  const returned = useLandingReturnStatus();
  const served = usePageOfferTable();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<Error | null>(null);
  const preset = params.has('Amount') || !kept ? loanChoiceOf(params) : kept;
  useEffect(prefetchLaterSteps, []);

  async function apply({ amount, months }: LoanSelection) {
    if (leaving) return;
    setLeaving(true);
    setFailure(null);
    try {
      const { applyForLoan } = await loadApplying();
      await applyForLoan({ amount, months });
    } catch (error) {
      setFailure(error instanceof Error ? error : new Error(String(error)));
      setLeaving(false);
    }
  }

  const calculator = (offers: readonly LoanOfferRow[]) => (
    <LoanCalculator
      offers={offers}
      amount={preset.amount}
      months={preset.months}
      onApply={(selection) => void apply(selection)}
    />
  );

  return (
    <Stack gap={5}>
      <ApplicationSteps current={APPLICATION_STEPS.calculator} />
      <p>{t('loanCalculator.page.intro')}</p>
      {(returned === 'cancel' || returned === 'error' || failure) && (
        <Suspense fallback={null}>
          <CalculatorNotices returned={returned} failure={failure} />
        </Suspense>
      )}
      {served ? (
        calculator(served)
      ) : (
        <Suspense fallback={<StepLoading />}>
          <AskedOfferTable>{calculator}</AskedOfferTable>
        </Suspense>
      )}
      <VisuallyHidden role="status">
        {leaving ? t('loanCalculator.page.starting') : ''}
      </VisuallyHidden>
    </Stack>
  );
}
