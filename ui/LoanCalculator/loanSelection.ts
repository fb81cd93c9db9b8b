import {
  calculateLoan,
  LOAN_CALCULATOR_DEFAULTS,
  loanCalculatorLimits,
  snapToStep,
  type LoanCalculation,
  type LoanOfferRow,
} from '../../domain/loans/loanCalculator';

/** What the customer has chosen in the calculator, and its price. Euros, as the offer table. */
export interface LoanSelection {
  /** Whole euros. */
  amount: number;
  /** The duration in months, as the amount's offer row allows it. */
  months: number;
  /** The calculator's offer; null when no offer row covers the amount. */
  offer: LoanCalculation | null;
}

/**
 * The selection for a requested amount and duration: both snapped to the sliders' steps over the
 * offer table, the duration clamped to the amount's row, priced by the domain's calculateLoan.
 */
export function selectLoan(
  offers: readonly LoanOfferRow[],
  amount: number,
  months: number,
): LoanSelection {
  const limits = loanCalculatorLimits(offers);
  if (!limits) return { amount, months, offer: null };
  const snappedAmount = snapToStep(amount, {
    min: limits.minAmount,
    max: limits.maxAmount,
    step: LOAN_CALCULATOR_DEFAULTS.amountStep,
  });
  const snappedMonths = snapToStep(months, {
    min: limits.minMonths,
    max: limits.maxMonths,
    step: LOAN_CALCULATOR_DEFAULTS.monthStep,
  });
  const result = calculateLoan({ rows: offers, amount: snappedAmount, months: snappedMonths });
  return result.ok
    ? { amount: snappedAmount, months: result.offer.InstallmentCount, offer: result.offer }
    : { amount: snappedAmount, months: snappedMonths, offer: null };
}
