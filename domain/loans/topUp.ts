import { code } from '../errors/message';
import { centsToEuros, type Cents } from '../money/money';
import { isLimit, type Loan } from './loan';
import {
  calculateLoan,
  loanCalculatorLimits,
  type LoanCalculation,
  type LoanOfferRow,
} from './loanCalculator';

/**
 * Raising a loan ('Korota lainaa'): the new loan is the capital still open plus the top-up,
 * priced by the same calculator as the landing page's widget, so the figures the customer saw
 * are the figures of the application.
 */

export interface TopUpOffer {
  remainingCapital: Cents;
  increase: Cents;
  /** The most the loan can be raised by: the offer table's largest loan less the open capital. */
  maxIncrease: Cents;
  /** The calculator's offer for the new capital (euros, as the calculator gives them). */
  offer: LoanCalculation;
}

export type TopUpResult =
  | { ok: true; topUp: TopUpOffer }
  | { ok: false; field: 'LoanId' | 'TopUpIncreaseAmount'; reason: string };

/** The top-up's offer: `increaseEuros` whole euros more over `months` months. */
export function topUpOffer(
  rows: readonly LoanOfferRow[],
  loan: Pick<Loan, 'TypeEnum' | 'TopUpAllowed' | 'Capital' | 'CapitalPaid'>,
  increaseEuros: number,
  months: number,
): TopUpResult {
  const limits = loanCalculatorLimits(rows);
  if (isLimit(loan) || !loan.TopUpAllowed || !limits) {
    return { ok: false, field: 'LoanId', reason: code('loans.refusals.topUpNotAllowed') };
  }
  const remainingCapital = Math.max(0, loan.Capital - loan.CapitalPaid);
  const increase = increaseEuros * 100;
  const maxIncrease = Math.max(
    0,
    Math.floor((limits.maxAmount * 100 - remainingCapital) / 100) * 100,
  );
  const minIncrease = Math.max(
    100,
    Math.ceil((limits.minAmount * 100 - remainingCapital) / 100) * 100,
  );
  if (increase > maxIncrease) {
    return {
      ok: false,
      field: 'TopUpIncreaseAmount',
      reason: code('loans.refusals.topUpOverMaximum', { amount: maxIncrease }),
    };
  }
  if (increase < minIncrease) {
    return {
      ok: false,
      field: 'TopUpIncreaseAmount',
      reason: code('errors.validation.atLeast', { amount: minIncrease }),
    };
  }
  const result = calculateLoan({
    rows,
    amount: centsToEuros(remainingCapital + increase),
    months,
  });
  if (!result.ok) {
    // The table has a gap at this amount: no row prices it.
    return {
      ok: false,
      field: 'TopUpIncreaseAmount',
      reason: code('loans.refusals.topUpOverMaximum', { amount: maxIncrease }),
    };
  }
  return { ok: true, topUp: { remainingCapital, increase, maxIncrease, offer: result.offer } };
}
