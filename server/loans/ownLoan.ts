import { and, asc, eq } from 'drizzle-orm';
import type { Loan } from '../../domain/loans/loan';
import type { Database, Transaction } from '../db/database';
import { loanInstallments, loans } from '../db/schema';
import { BankError } from '../bankError';
import { toLoan } from './loans';

export type LoanRow = typeof loans.$inferSelect;
export type InstalmentRow = typeof loanInstallments.$inferSelect;

export interface OwnLoan {
  row: LoanRow;
  instalments: InstalmentRow[];
  /** As the summary shows it, for the domain's rules. */
  loan: Loan;
}

/**
 * One of the customer's loans or limits with its instalments. Someone else's loan and a missing
 * one answer alike (404 naming the field). Inside a transaction, `lock` holds the loan row until
 * it ends, so two actions on one loan take turns (its accounts are locked after it, in id order).
 */
export async function ownLoan(
  db: Database | Transaction,
  customerId: string,
  loanId: string,
  { field = 'LoanId', lock = false }: { field?: string; lock?: boolean } = {},
): Promise<OwnLoan> {
  const query = db
    .select()
    .from(loans)
    .where(and(eq(loans.id, loanId), eq(loans.customerId, customerId)));
  const [row] = lock ? await query.for('no key update') : await query;
  if (!row) throw new BankError(field, 'loans.refusals.notFound', 404);
  const instalments = await db
    .select()
    .from(loanInstallments)
    .where(eq(loanInstallments.loanId, row.id))
    .orderBy(asc(loanInstallments.installmentOrder));
  return { row, instalments, loan: toLoan(row, instalments) };
}
