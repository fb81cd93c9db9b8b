import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { accounts, balanceParts, postings } from '../db/schema';

/** An account whose stored balance is not the sum of its postings. */
export interface BalanceMismatch {
  accountId: string;
  iban: string | null;
  name: string | null;
  stored: number;
  posted: number;
}

export interface BalanceCheck {
  /** How many accounts were compared: every account, the bank's own included. */
  accounts: number;
  mismatches: BalanceMismatch[];
}

/**
 * Proves the stored balances against the ledger, the truth: each account's balance (for the bank's
 * own accounts, the row's plus its balance parts') must equal the sum of its postings. One pass over every posting of the bank: an operator's check, never a read
 * on a customer's behalf. The comparison is one statement, so a booking made meanwhile is seen
 * whole or not at all.
 */
export async function checkBalances(db: Database): Promise<BalanceCheck> {
  const sums = db
    .select({
      accountId: postings.accountId,
      sum: sql<number>`sum(${postings.amount})`.as('sum'),
    })
    .from(postings)
    .groupBy(postings.accountId)
    .as('sums');
  const parts = db
    .select({
      accountId: balanceParts.accountId,
      sum: sql<number>`sum(${balanceParts.amount})`.as('parts_sum'),
    })
    .from(balanceParts)
    .groupBy(balanceParts.accountId)
    .as('parts');
  const posted = sql<number>`coalesce(${sums.sum}, 0)`.mapWith(Number);
  const stored = sql<number>`${accounts.balance} + coalesce(${parts.sum}, 0)`.mapWith(Number);
  const mismatches = await db
    .select({
      accountId: accounts.id,
      iban: accounts.iban,
      name: accounts.customName,
      stored,
      posted,
    })
    .from(accounts)
    .leftJoin(sums, eq(sums.accountId, accounts.id))
    .leftJoin(parts, eq(parts.accountId, accounts.id))
    .where(sql`${stored} <> ${posted}`)
    .orderBy(accounts.id);
  const [all] = await db.select({ n: count() }).from(accounts);
  return { accounts: all?.n ?? 0, mismatches };
}
