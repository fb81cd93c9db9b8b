import { companyLoanChoiceProblems } from '../loans/companyLoan';
import { COMPANY_LOAN_TYPES, type CompanyLoanType } from '../loans/loan';
import { CENTS_PER_EURO } from '../money/money';
import { COMPANY_LOAN_FLOW_SUBTYPE, FLOW_STATUS, type StoredFlow } from './storedFlow';

/** The company loan calculator's choice: the loan type, whole euros and months. */
export interface CompanyLoanCalculatorChoice {
  LoanType: CompanyLoanType;
  Amount: number;
  InstallmentCount: number;
}

type CompanyLoanData = Extract<StoredFlow, { flowType: 'company-loan' }>['companyLoanData'];

/** The calculator's choice as the bank keeps it through the identification (money in cents). */
export const companyLoanFlowOf = (choice: CompanyLoanCalculatorChoice) => ({
  status: FLOW_STATUS,
  flowType: 'company-loan' as const,
  companyLoanData: {
    amount: choice.Amount * CENTS_PER_EURO,
    duration: choice.InstallmentCount,
    loanType: choice.LoanType,
    subType: COMPANY_LOAN_FLOW_SUBTYPE,
  },
});

const isCompanyLoanType = (value: string): value is CompanyLoanType =>
  (COMPANY_LOAN_TYPES as readonly string[]).includes(value);

/**
 * A kept company loan as the calculator can start from it, checked as if typed: null when its
 * type is no company loan's, or its amount or months break the type's rules.
 */
export function companyLoanChoiceOf(data: CompanyLoanData): CompanyLoanCalculatorChoice | null {
  if (!isCompanyLoanType(data.loanType) || data.amount % CENTS_PER_EURO !== 0) return null;
  const choice = {
    LoanType: data.loanType,
    Amount: data.amount / CENTS_PER_EURO,
    InstallmentCount: data.duration,
  };
  const problems = companyLoanChoiceProblems(choice);
  return problems.Amount || problems.InstallmentCount ? null : choice;
}
