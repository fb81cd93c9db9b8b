import { differenceInYears } from 'date-fns/differenceInYears';
import { parseIsoDate } from '../dates/dates';
import { parseFinnishPersonalId } from '../identity/finnishPersonalId';
import { eurosToCents, type Cents } from '../money/money';
import {
  calculateLoan,
  LOAN_CALCULATOR_DEFAULTS,
  loanCalculatorLimits,
  type LoanOfferRow,
} from './loanCalculator';

/**
 * The sandbox bank's credit decision on a consumer loan application. The rules, in order:
 *
 * 1. Age: the applicant is 18–75 years old today, by the birth date in their henkilötunnus.
 * 2. KYC: the applicant borrows for themselves (not on someone else's behalf); a politically
 *    exposed person is not refused but waits for a person at the bank to check their details.
 * 3. Ability to pay: the monthly instalment (annuity and fees, from the same calculator as the
 *    offer) takes at most half of what is left of the monthly net income after expenses. If the
 *    amount asked does not fit, the largest whole thousand below it that fits (at the same
 *    duration) is offered instead; if not even the smallest loan fits, the application is refused.
 */
export const CREDIT_RULES = {
  minAge: 18,
  maxAge: 75,
  /** The share of income left after expenses that the monthly instalment may take. */
  maxInstalmentShare: 0.5,
  /** A reduced amount is a whole multiple of the calculator's amount step. */
  amountStep: LOAN_CALCULATOR_DEFAULTS.amountStep,
} as const;

export interface CreditApplicant {
  personalId: string;
  /** Net income a month, cents. */
  monthlyIncome: Cents;
  /** Housing, other loans and living costs a month, cents. */
  monthlyExpenses: Cents;
  isPoliticallyExposed: boolean;
  actsOnOwnBehalf: boolean;
}

export type CreditOutcome = 'Approved' | 'Reduced' | 'Rejected' | 'Referred';

/** Why an application was refused, reduced or referred; a key of `loanApplication.reasons`. */
export type CreditReason = 'age' | 'identity' | 'kyc' | 'income' | 'verification';

export type CreditDecision =
  | { outcome: 'Approved'; amount: number }
  | { outcome: 'Reduced'; amount: number; reason: 'income' }
  | { outcome: 'Rejected'; reason: Exclude<CreditReason, 'verification'> }
  | { outcome: 'Referred'; reason: 'verification' };

/** Whole years of age on `today`; null when the personal id is not a valid henkilötunnus. */
export function ageOn(personalId: string, today: Date): number | null {
  const details = parseFinnishPersonalId(personalId);
  const birthDate = details ? parseIsoDate(details.birthDate) : null;
  return birthDate ? differenceInYears(today, birthDate) : null;
}

/** The most a monthly instalment may be for this applicant, cents (never below 0). */
export function instalmentBudget(applicant: CreditApplicant): Cents {
  const left = applicant.monthlyIncome - applicant.monthlyExpenses;
  return Math.max(0, Math.floor(left * CREDIT_RULES.maxInstalmentShare));
}

export interface CreditRequest {
  applicant: CreditApplicant;
  /** Whole euros, as the calculator takes them. */
  amount: number;
  months: number;
  rows: readonly LoanOfferRow[];
  today: Date;
}

/** The applicant's decision on the amount and duration asked, by the rules above. */
export function decideCredit({
  applicant,
  amount,
  months,
  rows,
  today,
}: CreditRequest): CreditDecision {
  const age = ageOn(applicant.personalId, today);
  if (age === null) return { outcome: 'Rejected', reason: 'identity' };
  if (age < CREDIT_RULES.minAge || age > CREDIT_RULES.maxAge) {
    return { outcome: 'Rejected', reason: 'age' };
  }
  if (!applicant.actsOnOwnBehalf) return { outcome: 'Rejected', reason: 'kyc' };
  if (applicant.isPoliticallyExposed) return { outcome: 'Referred', reason: 'verification' };

  const budget = instalmentBudget(applicant);
  const fits = (candidate: number) => {
    const calculation = calculateLoan({ rows, amount: candidate, months });
    return calculation.ok && eurosToCents(calculation.offer.InstallmentAmount) <= budget;
  };
  if (fits(amount)) return { outcome: 'Approved', amount };
  const smallest = loanCalculatorLimits(rows)?.minAmount ?? amount;
  const step = CREDIT_RULES.amountStep;
  for (
    let candidate = Math.ceil(amount / step) * step - step;
    candidate >= smallest;
    candidate -= step
  ) {
    if (fits(candidate)) return { outcome: 'Reduced', amount: candidate, reason: 'income' };
  }
  return { outcome: 'Rejected', reason: 'income' };
}
