import { and, eq, sql } from 'drizzle-orm';
import type { Cents } from '../../domain/money/money';
import type { Transaction } from '../db/database';
import { bookings, postings } from '../db/schema';
import { internalAccountId } from '../ledger/ledger';

/**
 * What the customer owes on a loan or limit's capital: minus the sum of its postings on the
 * bank's receivables (a payout or withdrawal takes from them, a repayment returns). Read through
 * the loan's own bookings, never the whole receivables account.
 */
export async function creditInUse(tx: Transaction, loanId: string): Promise<Cents> {
  const receivables = await internalAccountId(tx, 'loanReceivables');
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${postings.amount}), 0)`.mapWith(Number) })
    .from(bookings)
    .innerJoin(postings, eq(postings.bookingId, bookings.id))
    .where(and(eq(bookings.loanId, loanId), eq(postings.accountId, receivables)));
  return -(row?.sum ?? 0);
}
