import type { LoanOfferRow } from './loanCalculator';

/**
 * The bank's consumer-loan offer table as the marketing copy states it: loans from 1 000 to
 * 30 000 €, interest from 7,9 %. The sandbox bank serves it; the kit's stories and the bench use it.
 */
export const STANDARD_LOAN_OFFERS: readonly LoanOfferRow[] = [
  {
    MinLoanAmount: 1000,
    MaxLoanAmount: 5000,
    MinInstallmentCount: 6,
    MaxInstallmentCount: 60,
    RangeMinInstallmentCount: 6,
    RangeMaxInstallmentCount: 60,
    InterestRate: 12.9,
    FeePercentage: 2,
    OpeningFee: 50,
    MinOpeningFee: 20,
    InstallmentFeePercentage: 0.07,
    InstallmentAmount: 113.52,
  },
  {
    MinLoanAmount: 5000,
    MaxLoanAmount: 30000,
    MinInstallmentCount: 12,
    MaxInstallmentCount: 120,
    RangeMinInstallmentCount: 12,
    RangeMaxInstallmentCount: 120,
    InterestRate: 7.9,
    FeePercentage: 1,
    OpeningFee: 60,
    MinOpeningFee: 30,
    InstallmentFeePercentage: 0.075,
    InstallmentAmount: 608.09,
  },
];
