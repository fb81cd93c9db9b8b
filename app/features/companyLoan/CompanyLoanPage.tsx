import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { COMPANY_LOAN_DEFAULTS } from '../../../domain/loans/loanCalculator';
import { AlertBox } from '../../../ui/AlertBox';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { bankQueryClient } from '../../shell/BankQueries';
import { PublicPage } from '../../shell/PublicPage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useCompanies, useSessionStatus, type CompanyLoanApplication } from './api';
import { ApplyForm } from './ApplyForm';
import { CompanyLoanCalculator, type CompanyLoanChoice } from './CompanyLoanCalculator';
import { Decision } from './Decision';
import { IdentifyButton } from './IdentifyButton';
import { useKeptCompanyLoan } from './keptChoice';

const DEFAULT_CHOICE: CompanyLoanChoice = {
  LoanType: 'NormalLoan',
  Amount: COMPANY_LOAN_DEFAULTS.amount,
  InstallmentCount: COMPANY_LOAN_DEFAULTS.months,
};

/**
 * `/landing/company-loan-application`: a company's loan, from the calculator to the credit
 * decision. Its representative identifies strongly, chooses the company and sends the
 * application; the signatories then sign from the signing page's link.
 */
export function CompanyLoanPage() {
  return (
    <QueryClientProvider client={bankQueryClient()}>
      <PublicPage>
        <ApplicationPage />
      </PublicPage>
    </QueryClientProvider>
  );
}

function ApplicationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('companyLoan.title'));
  // The bank kept the choice through the identification, which comes back to a new page.
  const kept = useKeptCompanyLoan();
  if (kept.status === 'reading') return <LoadingOverlay loading />;
  return <Application initialChoice={kept.status === 'kept' ? kept.value : DEFAULT_CHOICE} />;
}

function Application({ initialChoice }: { initialChoice: CompanyLoanChoice }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const returned = params.get('status');
  const session = useSessionStatus();
  const [choice, choose] = useState(initialChoice);
  const [decided, setDecided] = useState<CompanyLoanApplication | null>(null);
  if (decided) {
    return (
      <Stack gap={5}>
        <h1>{t('companyLoan.title')}</h1>
        <Decision application={decided} />
      </Stack>
    );
  }
  return (
    <Stack gap={5}>
      <h1>{t('companyLoan.title')}</h1>
      {(returned === 'cancel' || returned === 'error') && (
        <AlertBox tone="error">
          <span>{t(`companyLoan.returned.${returned}`)}</span>
        </AlertBox>
      )}
      <p>{t('companyLoan.lead')}</p>
      <CompanyLoanCalculator choice={choice} onChange={choose} />
      <WhenLoaded queries={[session]} failedTitle={t('companyLoan.loadFailed')}>
        {({ status }) =>
          status === 'active' ? (
            <Companies choice={choice} onDecided={setDecided} />
          ) : (
            <Stack gap={3}>
              <p>{t('companyLoan.identifyLead')}</p>
              <IdentifyButton choice={choice} />
            </Stack>
          )
        }
      </WhenLoaded>
    </Stack>
  );
}

function Companies({
  choice,
  onDecided,
}: {
  choice: CompanyLoanChoice;
  onDecided: (application: CompanyLoanApplication) => void;
}) {
  const { t } = useTranslation();
  const companies = useCompanies();
  return (
    <WhenLoaded queries={[companies]} failedTitle={t('companyLoan.loadFailed')}>
      {({ Companies }) => <ApplyForm choice={choice} companies={Companies} onDecided={onDecided} />}
    </WhenLoaded>
  );
}
