import { and, between, countDistinct, eq, inArray, lt } from 'drizzle-orm';
import { bookings, postings } from '../db/schema';
import type { Reader } from '../accounts/accountList';

/**
 * The booking kinds that take money out of a savings account at the customer's wish, and so use
 * up one of a person's free withdrawals (domain/accounts freeWithdrawalsLeft): an own transfer
 * ('ownTransfer', as the seed and `transfer` book it, also into a term deposit) and a withdrawal
 * to the customer's account in another bank ('withdrawal' by `withdraw`, 'externalWithdrawal' in
 * the seed). Interest, its withholding tax and fees are the bank's bookings, never withdrawals.
 */
export const SAVINGS_WITHDRAWAL_KINDS = [
  'ownTransfer',
  'withdrawal',
  'externalWithdrawal',
] as const;

/**
 * How many withdrawals left the account in the calendar year: bookings of those kinds with a
 * negative posting on it (one booking is one withdrawal, whatever its legs).
 */
export async function savingsWithdrawalsInYear(
  db: Reader,
  accountId: string,
  year: number,
): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(postings.bookingId) })
    .from(postings)
    .innerJoin(bookings, eq(bookings.id, postings.bookingId))
    .where(
      and(
        eq(postings.accountId, accountId),
        lt(postings.amount, 0),
        inArray(bookings.kind, [...SAVINGS_WITHDRAWAL_KINDS]),
        between(postings.valueDate, `${year}-01-01`, `${year}-12-31`),
      ),
    );
  return Number(row?.count ?? 0);
}
