import { isLimit, type Loan } from '../../../domain/loans/loan';

/** The loan pages' root: a company's are under /bank/company/loans (spec §2). */
export const loansRoot = (company: boolean) => (company ? '/bank/company/loans' : '/bank/loans');

/** The page of a loan or a limit: `/bank/loans/{id}/details`, `/bank/loans/limit/{id}/details`. */
export function loanHref(loan: Pick<Loan, 'Id' | 'TypeEnum'>, company: boolean): string {
  return `${loansRoot(company)}${isLimit(loan) ? '/limit' : ''}/${loan.Id}/details`;
}

/** An action's page, told which loan (and instalment) it is for. */
export function actionHref(path: string, loanId: string, installmentId?: string | null): string {
  const query = new URLSearchParams({ loanId });
  if (installmentId) query.set('installmentId', installmentId);
  return `${path}?${query.toString()}`;
}
