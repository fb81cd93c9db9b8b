import { and, eq, gte, lt, ne, or, sql } from 'drizzle-orm';
import { isFinnishIban } from '../../domain/payments/iban';
import type { Cents } from '../../domain/money/money';
import { message, type Message } from '../../domain/errors/message';
import { paymentControls, payments } from '../db/schema';
import { BankError } from '../bankError';
import type { Queryable } from '../services/ownAccounts';

type ControlsRow = typeof paymentControls.$inferSelect;

/** The payment whose limits are checked, on the day it is (or will be) booked. */
export interface LimitedPayment {
  customerId: string;
  /** An existing payment is left out of the sums it is checked against. */
  paymentId?: string;
  paymentType: 'Sepa' | 'Instant';
  amount: Cents;
  recipientIban: string;
  /** `YYYY-MM-DD`: today for a payment booked now, the due date for a future payment. */
  day: string;
}

// Spec leaves the refusal texts open; each names the limit so the customer knows what to change.
export const LIMIT_MESSAGES = {
  noControls: message('payments.refusals.noSecurityLimits'),
  // The payment page shows a link to the security limits (all-payments-settings) beside it.
  crossborder: message('payments.refusals.crossborderBlocked'),
  instantMax: (max: Cents) => message('payments.refusals.instantMax', { max }),
  daily: (limit: Cents, left: Cents) => message('payments.refusals.dailyLimit', { limit, left }),
  monthly: (limit: Cents, left: Cents) =>
    message('payments.refusals.monthlyLimit', { limit, left }),
  instantDaily: (limit: Cents, left: Cents) =>
    message('payments.refusals.instantDailyLimit', { limit, left }),
  instantMonthly: (limit: Cents, left: Cents) =>
    message('payments.refusals.instantMonthlyLimit', { limit, left }),
};

/** The controls in force at `now`: a pending change counts once its 24 hours have passed. */
export function effectiveControls(row: ControlsRow, now: Date) {
  const pending = row.pending;
  const matured = pending !== null && Date.parse(pending.effectiveAt) <= now.getTime();
  return {
    instantMaxPayment: row.instantMaxPayment,
    instantDailyLimit: row.instantDailyLimit,
    instantMonthlyLimit: row.instantMonthlyLimit,
    dailyLimit: matured ? pending.dailyLimit : row.dailyLimit,
    monthlyLimit: matured ? pending.monthlyLimit : row.monthlyLimit,
    sepaCrossborderEnabled: matured ? pending.sepaCrossborderEnabled : row.sepaCrossborderEnabled,
  };
}

function monthOf(day: string): { first: string; next: string } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const next =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { first: `${day.slice(0, 7)}-01`, next };
}

const total = (name: string, condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(${payments.amount}) filter (where ${condition}), 0)`
    .mapWith(Number)
    .as(name);

/** What the customer's outgoing payments use of the limits on `day` and in its month. */
function spentOn(db: Queryable, payment: LimitedPayment) {
  const { first, next } = monthOf(payment.day);
  const dayOf = sql`case when ${payments.status} = 'Booked' then ${payments.bookedOn} else ${payments.dueDate} end`;
  const isInstant = sql`${payments.paymentType} = 'Instant'`;
  return db
    .select({
      day: total('day', sql`${dayOf} = ${payment.day}`),
      month: total('month', sql`true`),
      instantDay: total('instant_day', sql`${isInstant} and ${dayOf} = ${payment.day}`),
      instantMonth: total('instant_month', isInstant),
    })
    .from(payments)
    .where(
      and(
        eq(payments.customerId, payment.customerId),
        payment.paymentId ? ne(payments.id, payment.paymentId) : undefined,
        or(
          and(
            eq(payments.status, 'Booked'),
            gte(payments.bookedOn, first),
            lt(payments.bookedOn, next),
          ),
          and(
            eq(payments.status, 'Scheduled'),
            gte(payments.dueDate, first),
            lt(payments.dueDate, next),
          ),
        ),
      ),
    );
}

type Spent = { day: number; month: number; instantDay: number; instantMonth: number };

/**
 * The customer's controls and what the payments use of them. Unlocked, one statement reads both.
 * Locked, the sums are read by a statement of their own after the lock is granted: a statement
 * that waited for the lock would still sum as of its start, without the payment whose
 * transaction held it.
 */
async function controlsAndSpent(
  db: Queryable,
  payment: LimitedPayment,
  lock: boolean,
): Promise<{ row: ControlsRow; spent: Spent } | undefined> {
  const ofCustomer = eq(paymentControls.customerId, payment.customerId);
  if (lock) {
    const [row] = await db.select().from(paymentControls).where(ofCustomer).for('no key update');
    if (!row) return undefined;
    const [spent] = await spentOn(db, payment);
    return { row, spent: spent! };
  }
  const spent = spentOn(db, payment).as('spent');
  const [found] = await db
    .select({ row: paymentControls, spent: { ...spent._.selectedFields } })
    .from(paymentControls)
    .crossJoin(spent)
    .where(ofCustomer);
  return found;
}

/**
 * The customer's security limits ('Turvarajat'): the all-transfer daily and monthly limits over
 * the outgoing payments booked or scheduled for that day and month, the cross-border switch, and
 * for instant payments the single-payment maximum and the instant daily and monthly limits.
 * With `lock`, the customer's controls row stays locked to the end of the transaction, so two
 * payments booked at once cannot both fit under the same remaining limit.
 */
export async function assertWithinSecurityLimits(
  db: Queryable,
  payment: LimitedPayment,
  now: Date,
  { lock = false }: { lock?: boolean } = {},
): Promise<void> {
  const found = await controlsAndSpent(db, payment, lock);
  if (!found) throw new BankError('PaymentAmount', LIMIT_MESSAGES.noControls, 422);
  const controls = effectiveControls(found.row, now);

  if (!isFinnishIban(payment.recipientIban) && !controls.sepaCrossborderEnabled) {
    throw new BankError('RecipientIban', LIMIT_MESSAGES.crossborder, 422);
  }
  const instant = payment.paymentType === 'Instant';
  if (instant && payment.amount > controls.instantMaxPayment) {
    throw new BankError(
      'PaymentAmount',
      LIMIT_MESSAGES.instantMax(controls.instantMaxPayment),
      422,
    );
  }

  const used = found.spent;
  const checks: [number, number, (limit: Cents, left: Cents) => Message, boolean][] = [
    [used.day, controls.dailyLimit, LIMIT_MESSAGES.daily, true],
    [used.month, controls.monthlyLimit, LIMIT_MESSAGES.monthly, true],
    [used.instantDay, controls.instantDailyLimit, LIMIT_MESSAGES.instantDaily, instant],
    [used.instantMonth, controls.instantMonthlyLimit, LIMIT_MESSAGES.instantMonthly, instant],
  ];
  for (const [spent, limit, message, applies] of checks) {
    if (applies && spent + payment.amount > limit) {
      throw new BankError('PaymentAmount', message(limit, Math.max(0, limit - spent)), 422);
    }
  }
}
