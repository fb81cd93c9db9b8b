import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import styled from 'styled-components';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { LoadFailed } from '../../shell/LoadFailed';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useLoans } from './api';
import { LoanApplications } from './LoanApplications';
import { LoanRow } from './LoanRow';
import { loanHref, loansRoot } from './loanPaths';
import { useCompanyView } from './useCompanyView';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** `/bank/loans` ('Lainat'), a company's `/bank/company/loans` ('Yrityslainat'): every loan and limit. */
export function LoansPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const company = useCompanyView();
  const title = company ? t('menu.companyLoans') : t('menu.loans');
  useDocumentTitle(title);
  if (pathname !== loansRoot(company)) return <Navigate to={loansRoot(company)} replace />;
  return (
    <Stack gap={5}>
      <h1>{title}</h1>
      <LoanList company={company} />
      {/* A company applies for its loans outside the web bank. */}
      {!company && <LoanApplications />}
    </Stack>
  );
}

function LoanList({ company }: { company: boolean }) {
  const { t } = useTranslation();
  const { data: loans, isPending, isError, error, refetch } = useLoans();
  if (isError) {
    return (
      <LoadFailed title={t('loans.list.loadFailed')} error={error} onRetry={() => void refetch()} />
    );
  }
  return (
    <LoadingOverlay loading={isPending}>
      {loans && loans.length === 0 && <p>{t('loans.list.empty')}</p>}
      {loans && loans.length > 0 && (
        <List>
          {loans.map((loan) => (
            <li key={loan.Id}>
              <LoanRow loan={loan} href={loanHref(loan, company)} />
            </li>
          ))}
        </List>
      )}
    </LoadingOverlay>
  );
}
