import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { offer } from '../../../api/loanApplication';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { useCompletion } from '../../data/operation';
import { LoadFailed } from '../../shell/LoadFailed';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useLoanApplication, type LoanApplication } from './api';
import { useLoanOffers } from './offerTable';
import { ApplicationSummary } from './ApplicationSummary';
import { CancelApplication } from './CancelApplication';
import { DecisionOutcome } from './DecisionOutcome';
import { useFunnelStep } from './funnel';
import { OfferStep } from './OfferStep';
import { APPLICATION_STEPS, ApplicationSteps } from './ApplicationSteps';
import { loadApplicationForm, loadLoanGranted } from './laterSteps';

const ApplicationForm = lazy(() =>
  loadApplicationForm().then((module) => ({ default: module.ApplicationForm })),
);
const LoanGranted = lazy(() =>
  loadLoanGranted().then((module) => ({ default: module.LoanGranted })),
);

/**
 * The application after the identification, where the bank's answer says it stands: the form,
 * the credit decision, the offer to sign, the loan granted, or why there is none.
 */
export function ApplicationFlow({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const application = useLoanApplication(applicationId);
  const offers = useLoanOffers();
  return (
    <WhenLoaded queries={[application, offers]} failedTitle={t('loanCalculator.page.loadFailed')}>
      {(current, { Items }) => {
        const withSummary = (step: number, content: ReactNode) => (
          <>
            <ApplicationSteps current={step} />
            {content}
            <ApplicationSummary application={current} offers={Items} />
          </>
        );
        switch (current.Status) {
          case 'InProcess':
            return withSummary(
              APPLICATION_STEPS.form,
              current.OnboardingComplete ? (
                <DecisionPending applicationId={current.Id} />
              ) : (
                <FormStep applicationId={current.Id} />
              ),
            );
          case 'WaitingForApproval':
          case 'WaitingForAllocationOrConfirmation':
            return withSummary(APPLICATION_STEPS.offer, <OfferStep application={current} />);
          case 'Active':
            return (
              <>
                <ApplicationSteps current={APPLICATION_STEPS.result} />
                <Suspense fallback={<LoadingOverlay loading />}>
                  <LoanGranted application={current} />
                </Suspense>
              </>
            );
          default:
            return <Decided application={current} />;
        }
      }}
    </WhenLoaded>
  );
}

function FormStep({ applicationId }: { applicationId: string }) {
  useFunnelStep(applicationId, 'application-form');
  return (
    <>
      <Suspense fallback={<LoadingOverlay loading />}>
        <ApplicationForm applicationId={applicationId} />
      </Suspense>
      <CancelApplication applicationId={applicationId} />
    </>
  );
}

/** The form is in: the credit decision is asked once, and the application read again after it. */
function DecisionPending({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const decision = useCompletion(offer, { Id: applicationId });
  if (decision.isError) {
    return (
      <LoadFailed
        title={t('loanCalculator.page.loadFailed')}
        error={decision.error}
        onRetry={decision.retry}
      />
    );
  }
  return (
    <LoadingOverlay loading>
      <p>{t('loanCalculator.page.loading')}</p>
    </LoadingOverlay>
  );
}

function Decided({ application }: { application: LoanApplication }) {
  return (
    <>
      <ApplicationSteps current={APPLICATION_STEPS.offer} />
      <DecisionOutcome application={application} />
    </>
  );
}
