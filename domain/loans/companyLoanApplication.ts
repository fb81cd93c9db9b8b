import type { CompanyCreditDecision } from './companyCreditDecision';

/**
 * Where a company's loan application stands. Spec names no statuses for company loans; ours:
 * filled in, then decided: refused, with a person at the bank, or waiting for the signatures
 * that bind the company; paid out once they are all in.
 */
export const COMPANY_LOAN_APPLICATION_STATUSES = [
  'Draft',
  'Rejected',
  'ManualHandling',
  'WaitingForSignatures',
  'PaidOut',
  /** A broker's application, until a signatory of the company confirms it. */
  'WaitingForCustomer',
] as const;
export type CompanyLoanApplicationStatus = (typeof COMPANY_LOAN_APPLICATION_STATUSES)[number];

/** The status the credit decision leaves the application in. */
export function statusAfterDecision(decision: CompanyCreditDecision): CompanyLoanApplicationStatus {
  switch (decision.outcome) {
    case 'Approved':
    case 'Reduced':
      return 'WaitingForSignatures';
    case 'Referred':
      return 'ManualHandling';
    case 'Rejected':
      return 'Rejected';
  }
}

/** The purposes a company states for its loan. */
export const COMPANY_LOAN_PURPOSES = [
  'Investment',
  'WorkingCapital',
  'Refinancing',
  'Other',
] as const;
export type CompanyLoanPurpose = (typeof COMPANY_LOAN_PURPOSES)[number];
