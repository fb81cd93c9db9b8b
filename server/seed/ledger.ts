import { randomUUID } from 'node:crypto';
import { assertBalanced, postingRows, type BookingEntry as LedgerEntry } from '../ledger/entries';
import { addToBalances } from '../ledger/ledger';
import type { Cents } from '../../domain/money/money';
import type { Database, Transaction } from '../db/database';
import { bookings, postings } from '../db/schema';
import { addMovementsToBalances, insertRows } from './bulk';

/**
 * The seed's bulk writer of balanced bookings (server/ledger/entries.ts). Unlike the production
 * ledger it locks nothing and checks no balance: the seed's plan is checked as a whole first.
 * Like it, it keeps each account's stored balance equal to the sum of its postings.
 */

export type { Leg } from '../ledger/entries';

/** A booking of the seed: the production entry plus the time of day that orders a day's rows. */
export interface BookingEntry extends LedgerEntry {
  /** HH:MM on the value date, for the booking's timestamp (orders a day's rows). */
  time?: string;
}

/** The booking's timestamp: its value date at its time of day, in the local calendar. */
export function bookedAt(entry: Pick<BookingEntry, 'valueDate' | 'time'>): Date {
  return new Date(`${entry.valueDate}T${entry.time ?? '12:00'}:00`);
}

type Writer = Database | Transaction;

function rows(entry: BookingEntry, bookingId: string) {
  const createdAt = bookedAt(entry);
  return {
    booking: {
      id: bookingId,
      kind: entry.kind,
      customerId: entry.customerId ?? null,
      loanId: entry.loanId ?? null,
      valueDate: entry.valueDate,
      createdAt,
    },
    postings: postingRows(bookingId, entry, createdAt),
  };
}

/** Books one balanced entry; returns the booking's id. */
export async function book(tx: Writer, entry: BookingEntry): Promise<string> {
  assertBalanced(entry);
  const id = randomUUID();
  const { booking, postings: legs } = rows(entry, id);
  await tx.insert(bookings).values(booking);
  await tx.insert(postings).values(legs);
  await addToBalances(tx, legs);
  return id;
}

/** Rows per statement: a few thousand keep each statement's arrays small and the server busy. */
const CHUNK = 5_000;

/**
 * Books many entries (the demo's hundreds, a large bank's millions) with a statement per few
 * thousand rows, then adds every account's movement to its stored balance in one statement.
 */
export async function bookAll(tx: Writer, entries: readonly BookingEntry[]): Promise<void> {
  const movements = new Map<string, Cents>();
  for (let i = 0; i < entries.length; i += CHUNK) {
    const chunk = entries.slice(i, i + CHUNK).map((entry) => {
      assertBalanced(entry);
      return rows(entry, randomUUID());
    });
    const legs = chunk.flatMap((r) => r.postings);
    await insertRows(
      tx,
      bookings,
      chunk.map((r) => r.booking),
    );
    await insertRows(tx, postings, legs);
    for (const leg of legs) {
      movements.set(leg.accountId, (movements.get(leg.accountId) ?? 0) + leg.amount);
    }
  }
  await addMovementsToBalances(tx, movements);
}
