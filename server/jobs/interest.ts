import { addDays, subDays } from 'date-fns';
import { and, eq, gte, isNull, lt, lte, max, or, sql } from 'drizzle-orm';
import { parseIsoDate, toIsoDate } from '../../domain/dates/dates';
import type { Cents } from '../../domain/money/money';
import { accounts, bookings, postings } from '../db/schema';
import type { AccountRow, Reader } from '../accounts/accountList';
import { bankDay } from '../services/bankDay';

/** The booking that pays a savings account's accrued interest out (the seed's monthly payout). */
export const SAVINGS_INTEREST_KIND = 'savingsInterest';

/** One day's interest on the day's closing balance, actual/365, in fractions of a cent. */
export function dailyInterest(closingBalance: Cents, ratePercent: number): number {
  return (Math.max(0, closingBalance) * ratePercent) / 100 / 365;
}

/**
 * The first day of the account's current accrual period: the day its interest was last paid out
 * (that day's own interest belongs to the new period, as the seed pays it), else its opening day.
 */
async function accrualStart(db: Reader, row: AccountRow, through: string): Promise<string> {
  const [paid] = await db
    .select({ day: max(postings.valueDate) })
    .from(postings)
    .innerJoin(bookings, eq(bookings.id, postings.bookingId))
    .where(
      and(
        eq(postings.accountId, row.id),
        eq(bookings.kind, SAVINGS_INTEREST_KIND),
        lte(postings.valueDate, through),
      ),
    );
  return paid?.day && paid.day > row.openedAt ? paid.day : row.openedAt;
}

/**
 * Interest accrued from the start of the account's period through the day `through`, in cents
 * with their fractions: the sum, day by day, of each closing balance × rate / 365.
 *
 * Why recompute rather than add to the stored figure: accrued_interest holds whole cents, and a
 * day's interest is a fraction of a cent (1 000 € at 1,5 % earns 4,1 cents a day), so adding a
 * rounded day at a time would drift. Summing the period again from the ledger is exact, picks
 * up a booking dated back into it, and is cheap: a period is at most a month or so of postings,
 * and the balance it starts from is the stored one less them (the index on postings' account and
 * value date reads just the period, never the account's whole history).
 * The rate is the account's present rate for the whole period.
 */
export async function accruedThrough(
  db: Reader,
  row: AccountRow,
  through: string,
): Promise<number> {
  const start = await accrualStart(db, row, through);
  if (start > through) return 0;
  // The balance before the period: the stored balance less every posting dated in it or later,
  // in one statement, so a booking made meanwhile counts on both sides or on neither.
  const sincePeriod = db
    .select({ sum: sql`coalesce(sum(${postings.amount}), 0)` })
    .from(postings)
    .where(and(eq(postings.accountId, row.id), gte(postings.valueDate, start)));
  const [opening] = await db
    .select({ balance: sql<number>`${accounts.balance} - ${sincePeriod}`.mapWith(Number) })
    .from(accounts)
    .where(eq(accounts.id, row.id));
  const days = await db
    .select({
      day: postings.valueDate,
      movement: sql<number>`sum(${postings.amount})`.mapWith(Number),
    })
    .from(postings)
    .where(
      and(
        eq(postings.accountId, row.id),
        gte(postings.valueDate, start),
        lte(postings.valueDate, through),
      ),
    )
    .groupBy(postings.valueDate);
  const movements = new Map(days.map(({ day, movement }) => [day, movement]));
  let balance = opening?.balance ?? 0;
  let accrued = 0;
  const last = parseIsoDate(through);
  for (let day = parseIsoDate(start); day && last && day <= last; day = addDays(day, 1)) {
    balance += movements.get(toIsoDate(day)) ?? 0;
    accrued += dailyInterest(balance, row.interestRate);
  }
  return accrued;
}

/**
 * Brings every open savings account's accrued interest up to the end of the bank's yesterday (today's
 * closing balance is not known yet) and records the day in interest_accrued_to. Accounts already
 * accrued to yesterday are left alone, so running it again, or on two servers at once, is
 * harmless: the figure is a function of the ledger.
 */
export async function accrueInterest(db: Reader, now: Date): Promise<number> {
  const yesterday = toIsoDate(subDays(bankDay(now), 1));
  const due = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.product, 'savings'),
        isNull(accounts.closedAt),
        lte(accounts.openedAt, yesterday),
        or(isNull(accounts.interestAccruedTo), lt(accounts.interestAccruedTo, yesterday)),
      ),
    );
  for (const row of due) {
    const accrued = await accruedThrough(db, row, yesterday);
    await db
      .update(accounts)
      .set({ accruedInterest: Math.round(accrued), interestAccruedTo: yesterday })
      .where(eq(accounts.id, row.id));
  }
  return due.length;
}
