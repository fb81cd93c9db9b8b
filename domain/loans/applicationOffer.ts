import { calculateLoan, type LoanOfferRow, type OfferSummary } from './loanCalculator';

/** An offer as a consumer loan application carries it: the summary with its rates and total. */
export interface ApplicationOffer extends Omit<OfferSummary, 'CompanyLoanType'> {
  CompanyLoanType: null;
  /** Nominal annual interest, percent. */
  InterestRate: number;
  /** Todellinen vuosikorko, percent with two decimals. */
  EffectiveAnnualRate: number;
  /** All instalments plus the opening fee, euros. */
  TotalRepayment: number;
}

/**
 * The calculator's offer for whole euros and a duration, as the application and its decision
 * carry it; null when no row of the table prices the amount.
 */
export function applicationOffer(
  rows: readonly LoanOfferRow[],
  amount: number,
  months: number,
): ApplicationOffer | null {
  const calculation = calculateLoan({ rows, amount, months });
  if (!calculation.ok) return null;
  const { offer } = calculation;
  return {
    Amount: offer.Amount,
    InstallmentCount: offer.InstallmentCount,
    InstallmentAmount: offer.InstallmentAmount,
    OpeningFee: offer.OpeningFee,
    MonthlyFee: offer.MonthlyFee,
    InstallmentFee: offer.InstallmentFee,
    CompanyLoanType: null,
    InterestRate: offer.interestRate,
    EffectiveAnnualRate: offer.effectiveAnnualRate,
    TotalRepayment: offer.totalRepayment,
  };
}
