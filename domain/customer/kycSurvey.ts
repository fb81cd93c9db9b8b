import { addYears } from 'date-fns/addYears';
import { z } from 'zod';
import { toIsoDate } from '../dates/dates';
import { code } from '../errors/message';
import { applicationFormSchema } from '../loans/applicationForm';

/**
 * The private customer survey (`privatecustomersurvey`): the questions a person answers to renew
 * her KYC. The spec names the call, not its questions: ours are the ones the Finnish AML act
 * (444/2017, 3:3) asks a bank to know: the purpose of the relationship, where the money comes
 * from and how much moves, and the loan and card applications' two KYC questions (politically
 * exposed person; acting on one's own behalf), whose schema this reuses.
 */
export const RELATIONSHIP_PURPOSES = [
  'DailyBanking',
  'Saving',
  'Borrowing',
  'Investing',
  'Business',
] as const;
export const FUNDS_SOURCES = [
  'Salary',
  'Pension',
  'Benefits',
  'Entrepreneurship',
  'Savings',
  'Inheritance',
  'Other',
] as const;
export const MONTHLY_DEPOSITS = ['Under1000', 'From1000To5000', 'Over5000'] as const;

/**
 * A KYC holds this long from the day its answers are given: the survey, a signed card or loan
 * application, a company's onboarding. The spec gives it only through its expiry warning.
 */
export const KYC_VALID_YEARS = 2;

const choice = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.enum(values, { error: message });

export const kycSurveySchema = z.object({
  RelationshipPurpose: choice(RELATIONSHIP_PURPOSES, code('customer.kyc.rules.purpose')),
  FundsSource: choice(FUNDS_SOURCES, code('customer.kyc.rules.fundsSource')),
  MonthlyDeposits: choice(MONTHLY_DEPOSITS, code('customer.kyc.rules.monthlyDeposits')),
  IsPoliticallyExposed: applicationFormSchema.shape.IsPoliticallyExposed,
  ActsOnOwnBehalf: applicationFormSchema.shape.ActsOnOwnBehalf,
});
export type KycSurvey = z.output<typeof kycSurveySchema>;

/**
 * Why the answers cannot renew the KYC online, or null. A person banking for someone else must
 * be known as that someone too: customer service renews hers (the loan application refuses the same).
 */
export function kycRenewalRefusal(survey: KycSurvey): string | null {
  return survey.ActsOnOwnBehalf ? null : code('customer.kyc.rules.ownBehalfOnly');
}

/** The last day a KYC whose answers are given on `today` holds, as `YYYY-MM-DD`. */
export function renewedKycValidTo(today: Date): string {
  return toIsoDate(addYears(today, KYC_VALID_YEARS));
}
