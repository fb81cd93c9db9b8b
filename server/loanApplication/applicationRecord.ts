import type { z } from 'zod';
import type { loanApplication, loanOffer } from '../../api/loanApplication';
import type { LoanApplicationStatus } from '../../domain/catalogue/enumerations';
import { statusAsOf } from '../../domain/loans/applicationStatus';
import type { LoanPurpose } from '../../domain/loans/loan';
import type { consumerLoanApplications } from '../db/schema';

export type ApplicationRow = typeof consumerLoanApplications.$inferSelect;
export type LoanApplication = z.output<typeof loanApplication>;
export type LoanOffer = z.output<typeof loanOffer>;

/** The status as the applicant sees it now: an unsigned offer past its days has expired. */
export function currentStatus(row: ApplicationRow, now: Date): LoanApplicationStatus {
  return statusAsOf(row.status as LoanApplicationStatus, row.decidedAt, now);
}

/** Every answer of the form is in: the credit decision can be asked. */
export function isOnboardingComplete(row: ApplicationRow): boolean {
  return [
    row.email,
    row.phone,
    row.streetAddress,
    row.postalCode,
    row.city,
    row.purposeEnum,
    row.monthlyIncome,
    row.monthlyExpenses,
    row.isPoliticallyExposed,
    row.actsOnOwnBehalf,
  ].every((answer) => answer !== null);
}

export function toLoanApplication(
  row: ApplicationRow,
  now: Date,
  payoutIban: string | null,
): LoanApplication {
  return {
    Id: row.id,
    Status: currentStatus(row, now),
    PurposeEnum: row.purposeEnum as LoanPurpose | null,
    IsTopUpLoan: false,
    TopUpIncreaseAmount: null,
    ApprovedAmount: row.approvedAmount,
    Amount: row.amount,
    InstallmentCount: row.installmentCount,
    OnboardingComplete: isOnboardingComplete(row),
    Insurance: row.insurance,
    ExpressPayment: row.expressPayment,
    Offer: row.offer as LoanOffer | null,
    DecisionReason: row.decisionReason as LoanApplication['DecisionReason'],
    LoanId: row.loanId,
    PayoutIban: payoutIban,
  };
}
