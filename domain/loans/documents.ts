import type { LoanDocumentType } from '../catalogue/enumerations';
import { isLimit, type Loan } from './loan';

/** The documents the bank keeps of a loan or limit: its contract and its pre-contractual information. */
export function loanDocumentTypes(loan: Pick<Loan, 'TypeEnum'>): readonly LoanDocumentType[] {
  return isLimit(loan)
    ? ['LIMIT_CONTRACT', 'LIMIT_PRECONDITIONS']
    : ['LOAN_CONTRACT', 'LOAN_PRECONDITIONS'];
}

/** The contracts, which name the agreed credit; the rest inform before agreeing. */
export function isContract(type: LoanDocumentType): boolean {
  return type === 'LOAN_CONTRACT' || type === 'LIMIT_CONTRACT';
}
