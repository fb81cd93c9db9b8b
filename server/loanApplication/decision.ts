import {
  decideCredit,
  instalmentBudget,
  type CreditApplicant,
} from '../../domain/loans/creditDecision';
import { statusAfterDecision } from '../../domain/loans/applicationStatus';
import { applicationOffer } from '../../domain/loans/applicationOffer';
import { offerRowForAmount } from '../../domain/loans/loanCalculator';
import { STANDARD_LOAN_OFFERS } from '../../domain/loans/loanOffers';
import { centsToEuros, eurosToCents, type Cents } from '../../domain/money/money';
import type { ApplicationRow, LoanOffer } from './applicationRecord';

/** The sandbox bank's offer table: what the calculator shows and what a decision prices. */
export const OFFER_ROWS = STANDARD_LOAN_OFFERS;

/** The calculator call's answer, also written into the landing page the bank serves. */
export const calculatorAnswer = () => ({ Items: [...OFFER_ROWS] });

/** The calculator's offer for an amount (cents) and a duration; null when no row prices it. */
export function offerFor(amount: Cents, months: number): LoanOffer | null {
  return applicationOffer(OFFER_ROWS, centsToEuros(amount), months);
}

/** The duration the amount's offer row allows nearest to the one asked (the slider follows). */
export function allowedMonths(amount: Cents, months: number): number {
  return offerFor(amount, months)?.InstallmentCount ?? months;
}

function applicantOf(row: ApplicationRow, personalId: string): CreditApplicant {
  return {
    personalId,
    monthlyIncome: row.monthlyIncome ?? 0,
    monthlyExpenses: row.monthlyExpenses ?? 0,
    isPoliticallyExposed: row.isPoliticallyExposed ?? false,
    actsOnOwnBehalf: row.actsOnOwnBehalf ?? false,
  };
}

/** The credit decision on the application as it stands, as the columns it sets. */
export function decisionFor(row: ApplicationRow, personalId: string, now: Date) {
  const decision = decideCredit({
    applicant: applicantOf(row, personalId),
    amount: centsToEuros(row.amount),
    months: row.installmentCount,
    rows: OFFER_ROWS,
    today: now,
  });
  const approved =
    decision.outcome === 'Approved' || decision.outcome === 'Reduced'
      ? eurosToCents(decision.amount)
      : null;
  return {
    status: statusAfterDecision(decision.outcome),
    approvedAmount: approved,
    offer: approved === null ? null : offerFor(approved, row.installmentCount),
    decisionReason: 'reason' in decision ? decision.reason : null,
    decidedAt: now,
  };
}

/**
 * The approved amount over every other duration its offer row allows, in whole years, whose
 * instalment fits the applicant's budget by the decision's own rule; the chosen one included.
 */
export function proposalsFor(row: ApplicationRow, personalId: string): LoanOffer[] {
  if (row.approvedAmount === null) return [];
  const offerRow = offerRowForAmount(OFFER_ROWS, centsToEuros(row.approvedAmount));
  if (!offerRow) return [];
  const budget = instalmentBudget(applicantOf(row, personalId));
  const durations = new Set([row.installmentCount]);
  for (let months = 12; months <= offerRow.MaxInstallmentCount; months += 12) {
    if (months >= offerRow.MinInstallmentCount) durations.add(months);
  }
  return [...durations]
    .sort((a, b) => a - b)
    .flatMap((months) => offerFor(row.approvedAmount!, months) ?? [])
    .filter((offer) => eurosToCents(offer.InstallmentAmount) <= budget);
}
