import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { loanApplication } from '../../api/loans';
import type { LoanPurpose } from '../../domain/loans/loan';
import type { Database } from '../db/database';
import { consumerLoanApplications, loanApplications } from '../db/schema';
import { currentStatus, type ApplicationRow } from '../loanApplication/applicationRecord';
import { toApplication } from './topUp';

type Application = z.output<typeof loanApplication>;

/** A new loan applied for on the landing page, as the loans list shows it. */
function toNewLoanApplication(row: ApplicationRow, now: Date): Application {
  return {
    Id: row.id,
    Status: currentStatus(row, now),
    PurposeEnum: row.purposeEnum as LoanPurpose | null,
    IsTopUpLoan: false,
    // The loan the signed application became is no loan topped up.
    LoanId: null,
    Amount: row.amount,
    InstallmentCount: row.installmentCount,
    TopUpIncreaseAmount: null,
    ApprovedAmount: row.approvedAmount,
    CreatedAt: row.createdAt.toISOString(),
  };
}

/**
 * Every loan application of the customer, newest first: top-ups made in the bank, and new loans
 * applied for on the landing page, which become the customer's when the applicant identifies.
 */
export function createLoanApplicationList(db: Database, now: () => Date) {
  return async function applications(customerId: string): Promise<Application[]> {
    const topUps = await db
      .select()
      .from(loanApplications)
      .where(eq(loanApplications.customerId, customerId))
      .orderBy(desc(loanApplications.createdAt));
    const newLoans = await db
      .select()
      .from(consumerLoanApplications)
      .where(eq(consumerLoanApplications.customerId, customerId))
      .orderBy(desc(consumerLoanApplications.createdAt));
    const today = now();
    return [
      ...topUps.map(toApplication),
      ...newLoans.map((row) => toNewLoanApplication(row, today)),
    ].sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt));
  };
}
