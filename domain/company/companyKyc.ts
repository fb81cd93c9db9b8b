import { z } from 'zod';
import { code } from '../errors/message';

/**
 * The company's know-your-customer answers. Spec names the calls only: the questions are those a
 * Finnish bank asks of a company (FIN-FSA's guidance on customer due diligence). The preliminary
 * answers come first, right after the company is found, so the bank knows the size of what it
 * takes on; the rest before the company is made a customer.
 */
export const TURNOVER_RANGES = ['Under100k', 'From100kTo1M', 'From1MTo10M', 'Over10M'] as const;
export const EMPLOYEE_RANGES = ['None', 'From1To9', 'From10To49', 'Over49'] as const;
export const ACCOUNT_PURPOSES = ['DailyBusiness', 'Savings', 'Financing', 'Other'] as const;
export const MONTHLY_PAYMENT_RANGES = ['Under10k', 'From10kTo100k', 'Over100k'] as const;

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: code('companyOnboarding.rules.choose') });
const yesNo = z.boolean({ error: code('companyOnboarding.rules.choose') });

export const prelimKycSchema = z.object({
  Turnover: choice(TURNOVER_RANGES),
  Employees: choice(EMPLOYEE_RANGES),
});
export type PrelimKyc = z.output<typeof prelimKycSchema>;

export const companyKycSchema = z.object({
  Purpose: choice(ACCOUNT_PURPOSES),
  MonthlyPayments: choice(MONTHLY_PAYMENT_RANGES),
  HandlesCash: yesNo,
  InternationalPayments: yesNo,
  /** Someone among the representatives or owners is a politically exposed person. */
  IsPoliticallyExposed: yesNo,
  ActsOnOwnBehalf: yesNo,
});
export type CompanyKyc = z.output<typeof companyKycSchema>;

/**
 * Answers the bank cannot take online: the company acts for someone else (its real customer is
 * unknown). A politically exposed person or cash are asked about, not refused: the bank's staff
 * follow up on them.
 */
export const isAcceptableKyc = (kyc: CompanyKyc): boolean => kyc.ActsOnOwnBehalf;
