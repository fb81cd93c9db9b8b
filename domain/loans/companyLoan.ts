import { code } from '../errors/message';
import { CENTS_PER_EURO } from '../money/money';
import type { CompanyLoanType } from './loan';
import {
  calculateLoan,
  companyLoanDefaultMonths,
  COMPANY_LOAN_DEFAULTS,
  type LoanOfferRow,
} from './loanCalculator';

/**
 * The company loans the bank offers, each priced by one offer row of the consumer loan's
 * calculator (one calculator for the widget, the offer and the contract). Spec gives only the
 * defaults (30 000 € over 36 months; 12 months for a FlexLoan); the spans and prices are ours:
 * a NormalLoan is an instalment loan for investments over one to five years, a FlexLoan a short
 * working-capital loan of up to a year.
 */
export const COMPANY_LOAN_OFFER_ROWS: Readonly<Record<CompanyLoanType, LoanOfferRow>> = {
  NormalLoan: {
    MinLoanAmount: 5_000,
    MaxLoanAmount: 250_000,
    MinInstallmentCount: 12,
    MaxInstallmentCount: 60,
    RangeMinInstallmentCount: 12,
    RangeMaxInstallmentCount: 60,
    InterestRate: 6.9,
    FeePercentage: 2,
    MinOpeningFee: 150,
    OpeningFee: 2_500,
    InstallmentFeePercentage: 0.05,
    InstallmentAmount: 0,
  },
  FlexLoan: {
    MinLoanAmount: 2_000,
    MaxLoanAmount: 100_000,
    MinInstallmentCount: 3,
    MaxInstallmentCount: 12,
    RangeMinInstallmentCount: 3,
    RangeMaxInstallmentCount: 12,
    InterestRate: 8.9,
    FeePercentage: 1.5,
    MinOpeningFee: 100,
    OpeningFee: 1_500,
    InstallmentFeePercentage: 0.05,
    InstallmentAmount: 0,
  },
};

/** The company calculator's sliders move by these steps. */
export const COMPANY_LOAN_STEPS = { amount: 1_000, months: 1 } as const;

/** What the company calculator starts from and lets the customer choose, for one loan type. */
export interface CompanyCalculatorData {
  LoanType: CompanyLoanType;
  DefaultAmount: number;
  DefaultInstallmentCount: number;
  MinAmount: number;
  MaxAmount: number;
  AmountStep: number;
  MinInstallmentCount: number;
  MaxInstallmentCount: number;
  InterestRate: number;
}

export function companyCalculatorData(type: CompanyLoanType): CompanyCalculatorData {
  const row = COMPANY_LOAN_OFFER_ROWS[type];
  return {
    LoanType: type,
    DefaultAmount: COMPANY_LOAN_DEFAULTS.amount,
    DefaultInstallmentCount: companyLoanDefaultMonths(type),
    MinAmount: row.MinLoanAmount,
    MaxAmount: row.MaxLoanAmount,
    AmountStep: COMPANY_LOAN_STEPS.amount,
    MinInstallmentCount: row.MinInstallmentCount,
    MaxInstallmentCount: row.MaxInstallmentCount,
    InterestRate: row.InterestRate,
  };
}

/** A company loan's offer: the calculator's summary with the loan type, rates and total, euros. */
export interface CompanyLoanOffer {
  Amount: number;
  InstallmentCount: number;
  InstallmentAmount: number;
  OpeningFee: number;
  MonthlyFee: number;
  InstallmentFee: number;
  CompanyLoanType: CompanyLoanType;
  InterestRate: number;
  EffectiveAnnualRate: number;
  TotalRepayment: number;
}

/**
 * The offer for whole euros over a number of months; null when the amount is outside the loan
 * type's span. The duration is clamped to the type's span. A company's loan is no consumer
 * credit: the consumer caps on fees and rate do not apply.
 */
export function companyLoanOffer(
  type: CompanyLoanType,
  amount: number,
  months: number,
): CompanyLoanOffer | null {
  const calculation = calculateLoan({
    rows: [COMPANY_LOAN_OFFER_ROWS[type]],
    amount,
    months,
    consumerCaps: false,
  });
  if (!calculation.ok) return null;
  const { offer } = calculation;
  return {
    Amount: offer.Amount,
    InstallmentCount: offer.InstallmentCount,
    InstallmentAmount: offer.InstallmentAmount,
    OpeningFee: offer.OpeningFee,
    MonthlyFee: offer.MonthlyFee,
    InstallmentFee: offer.InstallmentFee,
    CompanyLoanType: type,
    InterestRate: offer.interestRate,
    EffectiveAnnualRate: offer.effectiveAnnualRate,
    TotalRepayment: offer.totalRepayment,
  };
}

/** The amount and duration chosen for a loan type, each field's broken rule as a message code. */
export function companyLoanChoiceProblems(choice: {
  LoanType: CompanyLoanType;
  Amount: number;
  InstallmentCount: number;
}): { Amount: string | null; InstallmentCount: string | null } {
  const row = COMPANY_LOAN_OFFER_ROWS[choice.LoanType];
  const amountFits = choice.Amount >= row.MinLoanAmount && choice.Amount <= row.MaxLoanAmount;
  const monthsFit =
    choice.InstallmentCount >= row.MinInstallmentCount &&
    choice.InstallmentCount <= row.MaxInstallmentCount;
  return {
    Amount: amountFits
      ? null
      : code('companyLoan.validation.amount', {
          min: row.MinLoanAmount * CENTS_PER_EURO,
          max: row.MaxLoanAmount * CENTS_PER_EURO,
        }),
    InstallmentCount: monthsFit
      ? null
      : code('companyLoan.validation.months', {
          min: row.MinInstallmentCount,
          max: row.MaxInstallmentCount,
        }),
  };
}
