import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { companyLoanChoice } from '../../../api/companyLoanStart';
import { COMPANY_LOAN_DEFAULTS } from '../../../domain/loans/loanCalculator';
import { AlertBox } from '../../../ui/AlertBox';
import { Stack } from '../../../ui/Stack';
import { keepDraft, readDraft } from '../../data/operation';
import { bankQueryClient } from '../../shell/BankQueries';
import { PublicPage } from '../../shell/PublicPage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useCompanies, useSessionStatus, type CompanyLoanApplication } from './api';
import { ApplyForm } from './ApplyForm';
import { CompanyLoanCalculator, type CompanyLoanChoice } from './CompanyLoanCalculator';
import { Decision } from './Decision';
import { IdentifyButton } from './IdentifyButton';

const CHOICE_DRAFT = 'companyLoan.choice';

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
  const [params] = useSearchParams();
  const returned = params.get('status');
  const session = useSessionStatus();
  // The choice is kept through the identification, which comes back to a new page.
  const [choice, setChoice] = useState<CompanyLoanChoice>(
    () =>
      readDraft(CHOICE_DRAFT, companyLoanChoice) ?? {
        LoanType: 'NormalLoan',
        Amount: COMPANY_LOAN_DEFAULTS.amount,
        InstallmentCount: COMPANY_LOAN_DEFAULTS.months,
      },
  );
  const choose = (next: CompanyLoanChoice) => {
    keepDraft(CHOICE_DRAFT, companyLoanChoice, next);
    setChoice(next);
  };
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
              <IdentifyButton />
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
