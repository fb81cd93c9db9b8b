import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { calculator } from '../../../api/loanApplicationStart';
import type { LoanOfferRow } from '../../../domain/loans/loanCalculator';
import { callQuery } from '../../data/calls';
import { bankQueryClient } from '../../shell/BankQueries';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useLoanOffers } from './offerTable';

/** Asks the bank for the offer table ahead of the page that shows it. */
export const askOfferTable = () => bankQueryClient().prefetchQuery(callQuery(calculator, {}));

/**
 * The calculator on a page that came without its offer table (pageOfferTable.ts): the table asked
 * from the bank, with a loading state, or the failure and a way to try again.
 */
export function AskedOfferTable({
  children,
}: {
  children: (offers: readonly LoanOfferRow[]) => ReactNode;
}) {
  return (
    <QueryClientProvider client={bankQueryClient()}>
      <Asked>{children}</Asked>
    </QueryClientProvider>
  );
}

function Asked({ children }: { children: (offers: readonly LoanOfferRow[]) => ReactNode }) {
  const { t } = useTranslation();
  const offers = useLoanOffers();
  return (
    <WhenLoaded queries={[offers]} failedTitle={t('loanCalculator.page.calculatorFailed')}>
      {({ Items }) => children(Items)}
    </WhenLoaded>
  );
}
