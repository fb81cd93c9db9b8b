import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Cents } from '../../domain/money/money';
import type { Database, Transaction } from '../db/database';
import { accounts, balanceParts, bookings, postings } from '../db/schema';
import { BankError } from '../bankError';
import { coversDebit, INSUFFICIENT_FUNDS } from './funds';
import { assertBalanced, type BookingEntry, type Leg } from './entries';
import { INTERNAL_ACCOUNTS, type InternalAccount } from './internalAccounts';
import { writeBooking } from './writeBooking';

/** Hash of a request's meaning, stored with its idempotency key. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

export interface Idempotency {
  /** The client's key for this operation; a retry sends the same key. */
  key: string;
  /** What was asked; the same key with another request is refused. */
  hash: string;
}

export type BookingResult = { bookingId: string; replayed: boolean };

/**
 * The account's posted balance (inside the caller's transaction, as of its snapshot): its row's,
 * plus its balance parts' for one of the bank's own accounts (`writeBooking`).
 */
export async function balanceOf(db: Database | Transaction, accountId: string): Promise<Cents> {
  const parts = db
    .select({ sum: sql`coalesce(sum(${balanceParts.amount}), 0)` })
    .from(balanceParts)
    .where(eq(balanceParts.accountId, accountId));
  const [row] = await db
    .select({ balance: sql<number>`${accounts.balance} + (${parts})`.mapWith(Number) })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.balance ?? 0;
}

/**
 * Adds the legs to their accounts' stored balances on the account rows, one update per account in
 * id order: for the seed, which writes postings alone, outside postBooking.
 */
export async function addToBalances(
  tx: Database | Transaction,
  legs: readonly Pick<Leg, 'accountId' | 'amount'>[],
): Promise<void> {
  const movements = new Map<string, Cents>();
  for (const leg of legs)
    movements.set(leg.accountId, (movements.get(leg.accountId) ?? 0) + leg.amount);
  for (const accountId of [...movements.keys()].sort()) {
    const amount = movements.get(accountId) ?? 0;
    if (amount === 0) continue;
    await tx
      .update(accounts)
      .set({ balance: sql`${accounts.balance} + ${amount}` })
      .where(eq(accounts.id, accountId));
  }
}

/**
 * Refuses (422 on `field`) a debit the account cannot pay now, by the rule every booking keeps
 * (`coversDebit`). A future payment moved to today asks before strong identification, so the
 * customer is not sent to identify a payment that cannot go; its booking asks again with the
 * account locked.
 */
export async function assertFundsFor(
  db: Database | Transaction,
  accountId: string,
  debit: Cents,
  field: string,
): Promise<void> {
  const [account] = await db
    .select({ balance: accounts.balance, creditLimit: accounts.creditLimit })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account || !coversDebit(account, debit)) {
    throw new BankError(field, INSUFFICIENT_FUNDS, 422);
  }
}

/**
 * Locks those of the accounts that are customers' to the end of the transaction, in id order, and
 * answers what their debits are checked against. FOR NO KEY UPDATE: a new posting's foreign key
 * takes a share lock on its account, and FOR UPDATE would deadlock against it. The bank's own
 * accounts are not locked: nothing is checked against their balance, and every payment to
 * another bank would queue on clearing.
 */
export function lockCustomerAccounts(tx: Transaction, accountIds: readonly string[]) {
  return tx
    .select({ id: accounts.id, balance: accounts.balance, creditLimit: accounts.creditLimit })
    .from(accounts)
    .where(and(inArray(accounts.id, [...new Set(accountIds)]), isNotNull(accounts.customerId)))
    .orderBy(accounts.id)
    .for('no key update');
}

/**
 * Books one balanced entry inside the caller's database transaction:
 * 1. locks the customers' accounts it touches (`lockCustomerAccounts`);
 * 2. refuses a leg that would take a customer's account below zero (or below its credit limit),
 *    unless the idempotency key finds the booking already made;
 * 3. writes the booking, its postings and the stored balances in one statement (`writeBooking`);
 *    a repeated request with the key returns the first booking and books nothing.
 * `amountField` names the request's field in the error a customer sees; `alongside`, a statement
 * run with the booking's (`writeBooking`), saves the caller a round trip.
 */
export async function postBooking(
  tx: Transaction,
  entry: BookingEntry,
  options: { idempotency?: Idempotency; amountField?: string; alongside?: SQL } = {},
): Promise<BookingResult> {
  assertBalanced(entry);
  const locked = await lockCustomerAccounts(
    tx,
    entry.legs.map((leg) => leg.accountId),
  );
  const { idempotency } = options;
  const replay = async (): Promise<BookingResult | null> => {
    // Only a key can conflict: the earlier booking made with it is there, or the key was reused.
    const earlier = idempotency && (await earlierBooking(tx, entry.customerId ?? '', idempotency));
    return earlier ? { bookingId: earlier, replayed: true } : null;
  };

  const debits = new Map<string, number>();
  for (const leg of entry.legs)
    if (leg.amount < 0) debits.set(leg.accountId, (debits.get(leg.accountId) ?? 0) + leg.amount);
  for (const account of locked) {
    const debit = debits.get(account.id);
    if (debit !== undefined && !coversDebit(account, -debit)) {
      const earlier = await replay();
      if (earlier) return earlier;
      throw new BankError(options.amountField ?? 'Amount', INSUFFICIENT_FUNDS, 422);
    }
  }

  const bookingId = await writeBooking(
    tx,
    entry,
    new Set(locked.map(({ id }) => id)),
    idempotency,
    options.alongside,
  );
  if (bookingId) return { bookingId, replayed: false };
  const earlier = await replay();
  if (!earlier) throw new BankError('IdempotencyKey', IDEMPOTENCY_REUSED, 422);
  return earlier;
}

const IDEMPOTENCY_REUSED = 'errors.request.idempotencyReused';

/** A table whose rows keep the IdempotencyKey and hash of the customer's request that made them. */
export type KeyedTable = PgTable & {
  id: AnyPgColumn;
  customerId: AnyPgColumn;
  idempotencyKey: AnyPgColumn;
  requestHash: AnyPgColumn;
};

/**
 * The id of the row of `table` an earlier request with this idempotency key made, or null; the
 * same key with another request is refused (422). A caller whose rules would refuse a retry (the
 * instalment it paid is no longer open, the date it moved is moved) asks first, with what the
 * request changes locked, and answers the first result again.
 */
export async function earlierRequest(
  db: Database | Transaction,
  table: KeyedTable,
  customerId: string,
  idempotency: Idempotency,
): Promise<string | null> {
  const [earlier] = await db
    .select({ id: table.id, requestHash: table.requestHash })
    .from(table)
    .where(and(eq(table.customerId, customerId), eq(table.idempotencyKey, idempotency.key)));
  if (!earlier) return null;
  if (earlier.requestHash !== idempotency.hash) {
    throw new BankError('IdempotencyKey', IDEMPOTENCY_REUSED, 422);
  }
  return earlier.id as string;
}

/** The booking an earlier request with this idempotency key made, or null (`earlierRequest`). */
export const earlierBooking = (tx: Transaction, customerId: string, idempotency: Idempotency) =>
  earlierRequest(tx, bookings, customerId, idempotency);

/** A booking's leg on one account: what a receipt shows the customer of the money moved. */
export async function legOn(db: Database | Transaction, bookingId: string, accountId: string) {
  const [leg] = await db
    .select({ id: postings.id, amount: postings.amount, valueDate: postings.valueDate })
    .from(postings)
    .where(and(eq(postings.bookingId, bookingId), eq(postings.accountId, accountId)));
  if (!leg) throw new Error(`Booking ${bookingId} has no leg on ${accountId}`);
  return leg;
}

/** Finds one of the bank's own ledger accounts (created with the demo bank by the seed). */
const isInternal = (
  table: { type: AnyPgColumn; customName: AnyPgColumn },
  which: InternalAccount,
) => and(eq(table.type, 'Internal'), eq(table.customName, INTERNAL_ACCOUNTS[which]));

/** One of the bank's own ledger accounts. */
export async function internalAccountId(tx: Transaction, which: InternalAccount): Promise<string> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(isInternal(accounts, which));
  if (!row) throw new Error(`The bank has no internal account ${INTERNAL_ACCOUNTS[which]}`);
  return row.id;
}

const internal = alias(accounts, 'internal');

/** One of the bank's own ledger accounts, as a column of a query that reads something else. */
export const internalAccountIdOf = (tx: Database | Transaction, which: InternalAccount) =>
  sql<string>`(${tx.select({ id: internal.id }).from(internal).where(isInternal(internal, which))})`;
