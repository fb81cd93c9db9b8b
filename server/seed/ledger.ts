import { randomUUID } from 'node:crypto';
import type { Cents } from '../../domain/money';
import type { TransactionType } from '../../domain/transactions';
import type { Database, Transaction } from '../db/database';
import { bookings, postings } from '../db/schema';

/**
 * The seed's double-entry helper: a booking and its postings, which must sum to zero. Signs are
 * the account holder's: a positive amount adds to the account's balance. The production ledger
 * service is written separately; this one only books what the demo needs.
 */

export interface Leg {
  accountId: string;
  amount: Cents;
  transactionType: TransactionType;
  counterpartyName?: string | null;
  counterpartyIban?: string | null;
  reference?: string | null;
  message?: string | null;
  /** Set on card transactions (IsCardTransaction). */
  cardId?: string | null;
}

export interface BookingEntry {
  /** What kind of event booked it: 'sepaIn', 'cardPurchase', 'loanInstalment'… */
  kind: string;
  /** YYYY-MM-DD */
  valueDate: string;
  /** The customer whose event this is; null for the bank's own bookings. */
  customerId?: string | null;
  /** HH:MM on the value date, for the booking's timestamp (orders a day's rows). */
  time?: string;
  legs: readonly Leg[];
}

export class UnbalancedBookingError extends Error {}

/** Throws unless the booking has two or more legs of whole cents that sum to zero. */
export function assertBalanced(entry: BookingEntry): void {
  if (entry.legs.length < 2) {
    throw new UnbalancedBookingError(`${entry.kind} ${entry.valueDate}: a booking needs two legs`);
  }
  let sum = 0;
  for (const leg of entry.legs) {
    if (!Number.isSafeInteger(leg.amount)) {
      throw new UnbalancedBookingError(`${entry.kind}: ${leg.amount} is not whole cents`);
    }
    sum += leg.amount;
  }
  if (sum !== 0) {
    throw new UnbalancedBookingError(`${entry.kind} ${entry.valueDate}: legs sum to ${sum}`);
  }
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
      valueDate: entry.valueDate,
      createdAt,
    },
    postings: entry.legs.map((leg) => ({
      bookingId,
      accountId: leg.accountId,
      amount: leg.amount,
      transactionType: leg.transactionType,
      counterpartyName: leg.counterpartyName ?? null,
      counterpartyIban: leg.counterpartyIban ?? null,
      reference: leg.reference ?? null,
      message: leg.message ?? null,
      cardId: leg.cardId ?? null,
      valueDate: entry.valueDate,
      createdAt,
    })),
  };
}

/** Books one balanced entry; returns the booking's id. */
export async function book(tx: Writer, entry: BookingEntry): Promise<string> {
  assertBalanced(entry);
  const id = randomUUID();
  const { booking, postings: legs } = rows(entry, id);
  await tx.insert(bookings).values(booking);
  await tx.insert(postings).values(legs);
  return id;
}

const CHUNK = 500;

/** Books many entries with a few multi-row inserts (the seed has hundreds). */
export async function bookAll(tx: Writer, entries: readonly BookingEntry[]): Promise<void> {
  const all = entries.map((entry) => {
    assertBalanced(entry);
    return rows(entry, randomUUID());
  });
  for (let i = 0; i < all.length; i += CHUNK) {
    const chunk = all.slice(i, i + CHUNK);
    await tx.insert(bookings).values(chunk.map((r) => r.booking));
    await tx.insert(postings).values(chunk.flatMap((r) => r.postings));
  }
}
