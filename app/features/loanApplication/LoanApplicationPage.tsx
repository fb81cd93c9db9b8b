import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Stack } from '../../../ui/Stack';
import { useReturnStatus } from '../../data/operation';
import { bankQueryClient } from '../../shell/BankQueries';
import { isEntityId } from '../../shell/entityId';
import { PublicPage } from '../../shell/PublicPage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { APPLICATION_STEPS, ApplicationSteps } from './ApplicationSteps';
import { CalculatorStep } from './CalculatorStep';
import { loadApplicationFlow, loadSignedStep } from './laterSteps';

const ApplicationFlow = lazy(() =>
  loadApplicationFlow().then((module) => ({ default: module.ApplicationFlow })),
);
const SignedStep = lazy(() => loadSignedStep().then((module) => ({ default: module.SignedStep })));

/**
 * `/landing/loan-application?Amount=12000&InstallmentCount=36`: a public page that needs no
 * session to start. Before the identification it is the calculator; after it (`applicationId`)
 * the application as the bank has it; back from the signature (`step=signed`), the loan. Only the
 * calculator comes with the page: the later steps are chunks of their own (laterSteps.ts).
 */
export function LoanApplicationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('loanApplication.page.title'));
  const [params] = useSearchParams();
  const returned = useReturnStatus();
  const id = params.get('applicationId');
  const applicationId = isEntityId(id) ? id : null;
  const signed = params.get('step') === 'signed' && returned === 'ok';

  // The bank's one cache, without the logged-in pages' logout on an ended session: an applicant
  // whose session lapsed is told so by the failed step, and starts again from here.
  return (
    <QueryClientProvider client={bankQueryClient()}>
      <PublicPage>
        <Stack gap={5}>
          <h1>{t('loanApplication.page.title')}</h1>
          {applicationId === null ? (
            <CalculatorStep />
          ) : (
            <Suspense fallback={<LoadingOverlay loading />}>
              {signed ? (
                <>
                  <ApplicationSteps current={APPLICATION_STEPS.result} />
                  <SignedStep applicationId={applicationId} />
                </>
              ) : (
                <ApplicationFlow applicationId={applicationId} />
              )}
            </Suspense>
          )}
        </Stack>
      </PublicPage>
    </QueryClientProvider>
  );
}
