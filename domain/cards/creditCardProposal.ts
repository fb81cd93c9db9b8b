import {
  ageOn,
  CREDIT_RULES,
  instalmentBudget,
  type CreditApplicant,
} from '../loans/creditDecision';
import type { Cents } from '../money/money';

/** How the applicant earns their living (spec leaves the choices open; these are Finland's usual). */
export const EMPLOYMENT_TYPES = [
  'Permanent',
  'FixedTerm',
  'SelfEmployed',
  'Retired',
  'Student',
  'Unemployed',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** How the applicant lives. */
export const HOUSING_TYPES = [
  'Owned',
  'Rented',
  'RightOfOccupancy',
  'WithParents',
  'Other',
] as const;
export type HousingType = (typeof HOUSING_TYPES)[number];

/**
 * The sandbox bank's proposal on a consumer credit card application. The age and KYC rules are
 * the consumer loan's (`creditDecision.ts`); the limit, in whole steps of 500 €:
 *
 * - at most four times the monthly payment the applicant can afford (half of the net income left
 *   after expenses, as for a loan): a card bill paid over about four months;
 * - at most 1 000 € without a regular income from work or pension (students, the unemployed);
 * - at most the limit asked, and at most 5 000 €; below 500 € the application is refused.
 */
export const CARD_CREDIT_RULES = {
  minLimit: 500_00,
  maxLimit: 5_000_00,
  step: 500_00,
  /** Without a regular income from work or pension. */
  irregularIncomeMaxLimit: 1_000_00,
  /** Monthly payments the limit may take to pay back. */
  budgetMonths: 4,
} as const;

const IRREGULAR_INCOME: readonly EmploymentType[] = ['Student', 'Unemployed'];

export interface CardApplicant extends CreditApplicant {
  employment: EmploymentType;
}

export type CardRefusalReason = 'age' | 'identity' | 'kyc' | 'income';

export type CardProposal =
  | { outcome: 'Proposed'; limit: Cents }
  | { outcome: 'Refused'; reason: CardRefusalReason }
  | { outcome: 'Referred'; reason: 'verification' };

const roundDownToStep = (cents: Cents) =>
  Math.floor(cents / CARD_CREDIT_RULES.step) * CARD_CREDIT_RULES.step;

/** The credit limit the bank proposes for the limit asked, or why none. */
export function proposeCardLimit(
  applicant: CardApplicant,
  requestedLimit: Cents,
  today: Date,
): CardProposal {
  const age = ageOn(applicant.personalId, today);
  if (age === null) return { outcome: 'Refused', reason: 'identity' };
  if (age < CREDIT_RULES.minAge || age > CREDIT_RULES.maxAge) {
    return { outcome: 'Refused', reason: 'age' };
  }
  if (!applicant.actsOnOwnBehalf) return { outcome: 'Refused', reason: 'kyc' };
  if (applicant.isPoliticallyExposed) return { outcome: 'Referred', reason: 'verification' };

  const ceilings = [
    instalmentBudget(applicant) * CARD_CREDIT_RULES.budgetMonths,
    requestedLimit,
    CARD_CREDIT_RULES.maxLimit,
    IRREGULAR_INCOME.includes(applicant.employment)
      ? CARD_CREDIT_RULES.irregularIncomeMaxLimit
      : CARD_CREDIT_RULES.maxLimit,
  ];
  const limit = roundDownToStep(Math.min(...ceilings));
  return limit >= CARD_CREDIT_RULES.minLimit
    ? { outcome: 'Proposed', limit }
    : { outcome: 'Refused', reason: 'income' };
}
