import { PageErrorBoundary } from '../../shell/PageErrorBoundary';
import { loadCalculatorTexts } from './calculatorTexts';
import { LoanApplicationPage } from './LoanApplicationPage';
import { readLandingStart } from './loader';
import { LandingStartContext } from './landingStart';

/**
 * The landing page's loan application as a document of its own, without a router: it is the
 * address's one page, and every way on from it (the identification, the terms, the bank) is a new
 * document. So its start carries no router, the largest library after React.
 */
export async function landingPage(address: URL) {
  const [start] = await Promise.all([readLandingStart(address), loadCalculatorTexts()]);
  return (
    <PageErrorBoundary>
      <LandingStartContext value={start}>
        <LoanApplicationPage />
      </LandingStartContext>
    </PageErrorBoundary>
  );
}
