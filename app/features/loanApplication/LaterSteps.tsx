import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { bankQueryClient } from '../../shell/BankQueries';
import { ApplicationFlow } from './ApplicationFlow';
import { APPLICATION_STEPS, ApplicationSteps } from './ApplicationSteps';
import { loadLoanGranted } from './laterSteps';

const SignedStep = lazy(() => loadLoanGranted().then((module) => ({ default: module.SignedStep })));

/**
 * The application after the identification (`applicationId`), as the bank has it; back from the
 * signature, the loan. In the bank's one cache, without the logged-in pages' logout on an ended
 * session: an applicant whose session lapsed is told so by the failed step, and starts again.
 */
export function LaterSteps({ applicationId, signed }: { applicationId: string; signed: boolean }) {
  return (
    <QueryClientProvider client={bankQueryClient()}>
      {signed ? (
        <>
          <ApplicationSteps current={APPLICATION_STEPS.result} />
          <Suspense fallback={<LoadingOverlay loading />}>
            <SignedStep applicationId={applicationId} />
          </Suspense>
        </>
      ) : (
        <ApplicationFlow applicationId={applicationId} />
      )}
    </QueryClientProvider>
  );
}
