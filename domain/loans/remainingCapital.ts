import type { Cents } from '../money/money';
import type { Loan } from './loan';

/** The loan's capital still to pay back: capital less capital paid, never below 0. */
export function remainingCapital(loan: Pick<Loan, 'Capital' | 'CapitalPaid'>): Cents {
  return Math.max(0, loan.Capital - loan.CapitalPaid);
}
