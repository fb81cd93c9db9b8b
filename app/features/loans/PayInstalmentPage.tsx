import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import * as loans from '../../../api/loans';
import { isCompanyLoan, isLimit } from '../../../domain/loans/loan';
import { LoanActionPage, type ActionTarget } from './LoanActionPage';
import { InstalmentPayment } from './InstalmentPayment';
import { LoanInstalmentPayment } from './LoanInstalmentPayment';
import { actionHref } from './loanPaths';

/** Why an instalment cannot be paid here: a company pays by transfer; a paid one has nothing open. */
function paymentProblem({ instalment, company, loan }: ActionTarget): string | null {
  if (company || isCompanyLoan(loan)) return 'loans.refusals.companyLoanByTransfer';
  if (instalment && instalment.TotalOpen <= 0) return 'loans.refusals.instalmentPaid';
  return null;
}

/**
 * `/bank/loans/pay-installment?loanId=&installmentId=`: 'Maksa erä' from an own account, here
 * or in another bank.
 */
export function PayInstalmentPage() {
  const { t } = useTranslation();
  return (
    <LoanActionPage
      title={t('loans.payment.title')}
      intro={t('loans.payment.intro')}
      withInstalment
      pickLoan={{ hideCompanyLoans: true }}
      pickInstalment="PayInstallment"
      problem={paymentProblem}
    >
      {({ loan, instalment }) =>
        // The home page's panel offers a limit's invoice too: it is paid on the limit's page.
        isLimit(loan) ? (
          <Navigate
            to={actionHref('/bank/loans/limit/repayment', loan.Id, instalment?.Id)}
            replace
          />
        ) : (
          instalment && <LoanInstalmentPayment loan={loan} instalment={instalment} />
        )
      }
    </LoanActionPage>
  );
}

/**
 * `/bank/loans/limit/repayment?loanId=&installmentId=`: paying a limit's invoice, from an account
 * here only (`complete-loan-payment` refuses a limit).
 */
export function LimitRepaymentPage() {
  const { t } = useTranslation();
  return (
    <LoanActionPage
      title={t('loans.actions.limitRepayment')}
      intro={t('loans.payment.limitIntro')}
      withInstalment
      problem={(target) =>
        isLimit(target.loan) ? paymentProblem(target) : 'loans.refusals.notLimit'
      }
    >
      {({ loan, instalment }) =>
        instalment && (
          <InstalmentPayment call={loans.payLimitInstallment} loan={loan} instalment={instalment} />
        )
      }
    </LoanActionPage>
  );
}
