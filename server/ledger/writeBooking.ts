import { randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Cents } from '../../domain/money/money';
import type { Transaction } from '../db/database';
import type { BookingEntry, Leg } from './entries';
import type { Idempotency } from './ledger';

/** How many parts an account of the bank's own keeps its stored balance in (`balance_parts`). */
export const BALANCE_PARTS = 16;

/** Each account's net movement in the booking, accounts that net to zero left out. */
function movementsOf(entry: BookingEntry): Map<string, Cents> {
  const movements = new Map<string, Cents>();
  for (const leg of entry.legs)
    movements.set(leg.accountId, (movements.get(leg.accountId) ?? 0) + leg.amount);
  for (const [accountId, amount] of movements) if (amount === 0) movements.delete(accountId);
  return movements;
}

const column = (type: string, values: readonly unknown[]) =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

/** The booking's legs as rows, in the postings table's column order. */
function legRows({ legs }: BookingEntry) {
  const of = (type: string, value: (leg: Leg) => unknown) => column(type, legs.map(value));
  const columns = [
    of('uuid', (leg) => leg.accountId),
    of('bigint', (leg) => leg.amount),
    of('text', (leg) => leg.transactionType),
    of('text', (leg) => leg.counterpartyName ?? null),
    of('text', (leg) => leg.counterpartyIban ?? null),
    of('text', (leg) => leg.reference ?? null),
    of('text', (leg) => leg.message ?? null),
    of('uuid', (leg) => leg.cardId ?? null),
  ];
  return sql`unnest(${sql.join(columns, sql`, `)}) as leg`;
}

/** Accounts and what each moves by, as rows. */
function movementRows(movements: readonly (readonly [string, Cents])[]) {
  const ids = column(
    'uuid',
    movements.map(([accountId]) => accountId),
  );
  const amounts = column(
    'bigint',
    movements.map(([, amount]) => amount),
  );
  return sql`unnest(${ids}, ${amounts}) as movement(account_id, amount)`;
}

/**
 * The id of the booking `writeBooking` writes, in a statement that runs alongside it (`alongside`):
 * null when nothing was written (its idempotency key was used already).
 */
export const NEW_BOOKING_ID = sql<string | null>`(select id from booking)`;

/**
 * Writes a booking, its postings and what it adds to stored balances in one statement, and
 * answers the booking's id, or null when its idempotency key was used already (nothing written).
 * The customers' accounts, locked by the caller, take their movement on the account row. The
 * bank's own accounts take it on one of their balance parts, picked at random and taken last (in
 * account order), so that bookings through clearing wait on each other only when they pick the
 * same part, and only from here to commit. `alongside`, a statement of the caller's (the row the
 * booking settles marked with `NEW_BOOKING_ID`), runs in the same statement.
 */
export async function writeBooking(
  tx: Transaction,
  entry: BookingEntry,
  customerAccounts: ReadonlySet<string>,
  idempotency: Idempotency | undefined,
  alongside?: SQL,
): Promise<string | null> {
  const moved = [...movementsOf(entry)].sort(([a], [b]) => (a < b ? -1 : 1));
  const own = moved.filter(([accountId]) => customerAccounts.has(accountId));
  const bank = moved.filter(([accountId]) => !customerAccounts.has(accountId));
  const result = await tx.execute(sql`
    with booking as (
      insert into bookings (kind, customer_id, loan_id, value_date, idempotency_key, request_hash)
      values (${entry.kind}, ${entry.customerId ?? null}, ${entry.loanId ?? null},
              ${entry.valueDate}, ${idempotency?.key ?? null}, ${idempotency?.hash ?? null})
      on conflict do nothing
      returning id
    ), legs as (
      insert into postings (booking_id, account_id, amount, transaction_type, counterparty_name,
                            counterparty_iban, reference, message, card_id, value_date)
      select booking.id, leg.*, ${entry.valueDate}::date from booking, ${legRows(entry)}
    ), customer_balances as (
      update accounts set balance = accounts.balance + movement.amount
      from booking, ${movementRows(own)}
      where accounts.id = movement.account_id
    ), bank_balances as (
      insert into balance_parts (account_id, part, amount)
      select movement.account_id, ${randomInt(BALANCE_PARTS)}::integer, movement.amount
      from booking, ${movementRows(bank)}
      order by movement.account_id
      on conflict (account_id, part) do update set amount = balance_parts.amount + excluded.amount
    )${alongside ? sql`, alongside as (${alongside})` : sql``}
    select id from booking`);
  const [row] = (result as unknown as { rows: { id: string }[] }).rows;
  return row?.id ?? null;
}
