import { z } from 'zod';
import { code } from '../errors/message';
import { applicationFormSchema } from '../loans/applicationForm';
import { CARD_CREDIT_RULES, EMPLOYMENT_TYPES, HOUSING_TYPES } from './creditCardProposal';

/**
 * A consumer credit card application's life: filled in (`Started`), then the bank's answer
 * (`Proposed` with a limit, `Refused`, or `Referred` to a person at the bank), and `CardMade`
 * once the applicant signs the proposal. The spec shows none of these; they are ours.
 */
export const CARD_APPLICATION_STATUSES = [
  'Started',
  'Proposed',
  'Refused',
  'Referred',
  'CardMade',
] as const;
export type CardApplicationStatus = (typeof CARD_APPLICATION_STATUSES)[number];

/** The applicant may still change what they filled in: nothing is decided yet. */
export const isEditable = (status: CardApplicationStatus) => status === 'Started';

/** A finished application (refused, referred, or its card connected) is shown again this long. */
export const FINISHED_SHOWN_MS = 24 * 60 * 60_000;

/**
 * Whether the person's latest application is still theirs to see, rather than a new one started:
 * while it is under way, and for a day after it finished (so a reload shows the outcome, and a
 * refused applicant applies again the next day at the earliest; ours, the spec leaves it open).
 */
export function isStillShown(finishedAt: Date | null, now: Date): boolean {
  return finishedAt === null || now.getTime() - finishedAt.getTime() < FINISHED_SHOWN_MS;
}

/** Why there is no proposal: a key of `cardApplication.reasons`. */
export const CARD_DECISION_REASONS = ['age', 'identity', 'kyc', 'income', 'verification'] as const;

/** The limits a card made from an application starts with, cents (the holder can change them). */
export const NEW_CARD_USAGE_LIMITS = {
  DailyLimitATM: 400_00,
  MonthlyLimitATM: 1_000_00,
  DailyLimitUsage: 2_000_00,
  MonthlyLimitUsage: 5_000_00,
} as const;

/** A credit limit the applicant may ask for: whole 500 € from 500 € to 5 000 €, in cents. */
export function requestedLimitProblem(cents: number): string | null {
  const { minLimit, maxLimit, step } = CARD_CREDIT_RULES;
  return cents < minLimit || cents > maxLimit || cents % step !== 0
    ? code('cardApplication.validation.limit', { min: minLimit, max: maxLimit, step })
    : null;
}

/** How the applicant lives and earns, beside the money (income and expenses, which api/ reads). */
export const cardApplicantSchema = z.object({
  EmploymentEnum: z.enum(EMPLOYMENT_TYPES, {
    error: code('cardApplication.validation.employment'),
  }),
  HousingEnum: z.enum(HOUSING_TYPES, { error: code('cardApplication.validation.housing') }),
});

/** The applicant's contact details and address: the loan application's rules. */
export const cardApplicantAddressSchema = applicationFormSchema.pick({
  Email: true,
  Phone: true,
  StreetAddress: true,
  PostalCode: true,
  City: true,
});

/** The KYC questions: the loan application's. */
export const cardApplicantKycSchema = applicationFormSchema.pick({
  IsPoliticallyExposed: true,
  ActsOnOwnBehalf: true,
});
