import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { isLimit, type Loan } from '../../../domain/loans/loan';
import { loanPageActions } from '../../../domain/loans/loanActions';
import { NextInstalmentPanel } from '../../../ui/NextInstalmentPanel';
import { Stack } from '../../../ui/Stack';
import { useKycPermission } from '../../shell/useKycPermission';
import { InstalmentList } from './InstalmentList';
import { LoanActions } from './LoanActions';
import { LoanDocuments } from './LoanDocuments';
import { LoanFigures } from './LoanFigures';
import { LoanFrame } from './LoanFrame';
import { loanHref } from './loanPaths';
import { LoanTransactions } from './LoanTransactions';
import { TransferDetails } from './TransferDetails';
import { useCompanyView } from './useCompanyView';

/**
 * `/bank/loans/{id}/details` and `/bank/loans/limit/{id}/details` (a company's under
 * `/bank/company/loans/`): where the loan stands, its next instalment, its buttons, its open
 * instalments. A loan reached at another kind's address is sent on to its own.
 */
export function LoanPage() {
  const { t } = useTranslation();
  const { loanId } = useParams();
  return (
    <LoanFrame loanId={loanId} title={t('menu.loans')} titleOf={(loan) => loan.Name}>
      {(loan) => <LoanDetails loan={loan} />}
    </LoanFrame>
  );
}

function LoanDetails({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const company = useCompanyView();
  const permission = useKycPermission();
  const today = new Date();
  const href = loanHref(loan, company);
  if (pathname !== href) return <Navigate to={href} replace />;
  const mayAct = permission?.allowed ?? false;
  const page = loanPageActions(loan, today, { mayAct, company });
  const kind =
    company && loan.CompanyLoanType
      ? t(`loans.companyLoanType.${loan.CompanyLoanType}`)
      : t(`loans.type.${loan.TypeEnum}`);
  return (
    <Stack gap={5}>
      <hgroup>
        <h1>{loan.Name}</h1>
        <p>{kind}</p>
      </hgroup>
      <LoanFigures loan={loan} />
      {!isLimit(loan) && permission && (
        <NextInstalmentPanel
          loan={loan}
          today={today}
          actionsEnabled={mayAct}
          disabledReason={permission.explanation}
        />
      )}
      {permission && (
        <LoanActions loan={loan} page={page} company={company} reason={permission.explanation} />
      )}
      {page.paidByTransfer && <TransferDetails loan={loan} />}
      <InstalmentList loan={loan} today={today} />
      <LoanTransactions loan={loan} />
      <LoanDocuments loanId={loan.Id} />
    </Stack>
  );
}
