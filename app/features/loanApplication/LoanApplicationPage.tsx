import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../../ui/Stack';
import { isEntityId } from '../../shell/entityId';
import { PublicPage } from '../../shell/PublicPage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { CalculatorStep } from './CalculatorStep';
import { useLandingReturnStatus, useLandingStart } from './landingStart';
import { loadLaterSteps } from './laterSteps';
import { StepLoading } from './StepLoading';

const LaterSteps = lazy(() => loadLaterSteps().then((module) => ({ default: module.LaterSteps })));

/**
 * `/landing/loan-application?Amount=12000&InstallmentCount=36`: a public page that needs no
 * session to start. Before the identification it is the calculator; after it (`applicationId`)
 * the application as the bank has it; back from the signature (`step=signed`), the loan. Only the
 * calculator comes with the page: the later steps are chunks of their own (laterSteps.ts).
 */
export function LoanApplicationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('loanCalculator.page.title'));
  const { search } = useLandingStart();
  const returned = useLandingReturnStatus();
  const id = search.get('applicationId');
  const applicationId = isEntityId(id) ? id : null;
  const signed = search.get('step') === 'signed' && returned === 'ok';

  return (
    <PublicPage>
      <Stack gap={5}>
        <h1>{t('loanCalculator.page.title')}</h1>
        {applicationId === null ? (
          <CalculatorStep />
        ) : (
          <Suspense fallback={<StepLoading />}>
            <LaterSteps applicationId={applicationId} signed={signed} />
          </Suspense>
        )}
      </Stack>
    </PublicPage>
  );
}
