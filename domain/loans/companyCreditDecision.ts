import { differenceInMonths } from 'date-fns/differenceInMonths';
import { parseIsoDate } from '../dates/dates';

/**
 * The sandbox bank's credit decision on a company loan application, from what the company
 * register tells of the company. The rules, in order:
 *
 * 1. Track record: a company registered less than 12 months ago is refused (`companyAge`).
 * 2. Industry: financial services (TOL 64–66) and gambling (TOL 92) go to manual handling by a
 *    person at the bank (`industry`).
 * 3. Size: over 150 000 € goes to manual handling (`amount`).
 * 4. Young company: one registered less than three years ago borrows at most 50 000 €; more is
 *    reduced to that (`companyAge`).
 * 5. Otherwise the amount asked is approved.
 */
export const COMPANY_CREDIT_RULES = {
  minAgeMonths: 12,
  youngCompanyMonths: 36,
  youngCompanyMaxAmount: 50_000,
  manualHandlingAbove: 150_000,
  /** The first two digits of the TOL 2008 industry codes that a person at the bank checks. */
  manualIndustries: ['64', '65', '66', '92'],
} as const;

export type CompanyCreditReason = 'companyAge' | 'industry' | 'amount';

export type CompanyCreditDecision =
  | { outcome: 'Approved'; amount: number }
  | { outcome: 'Reduced'; amount: number; reason: 'companyAge' }
  | { outcome: 'Rejected'; reason: 'companyAge' }
  | { outcome: 'Referred'; reason: 'industry' | 'amount' };

export interface CompanyCreditRequest {
  company: { registeredOn: string; industryCode: string };
  /** Whole euros. */
  amount: number;
  today: Date;
}

export function decideCompanyCredit({
  company,
  amount,
  today,
}: CompanyCreditRequest): CompanyCreditDecision {
  const registeredOn = parseIsoDate(company.registeredOn);
  const months = registeredOn ? differenceInMonths(today, registeredOn) : 0;
  const rules = COMPANY_CREDIT_RULES;
  if (months < rules.minAgeMonths) return { outcome: 'Rejected', reason: 'companyAge' };
  if (rules.manualIndustries.some((prefix) => company.industryCode.startsWith(prefix))) {
    return { outcome: 'Referred', reason: 'industry' };
  }
  if (amount > rules.manualHandlingAbove) return { outcome: 'Referred', reason: 'amount' };
  if (months < rules.youngCompanyMonths && amount > rules.youngCompanyMaxAmount) {
    return { outcome: 'Reduced', amount: rules.youngCompanyMaxAmount, reason: 'companyAge' };
  }
  return { outcome: 'Approved', amount };
}
