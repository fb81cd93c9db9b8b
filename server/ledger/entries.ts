import type { Cents } from '../../domain/money/money';
import type { TransactionType } from '../../domain/accounts/transactions';

/**
 * One leg of a booking. Signs are the account holder's: a positive amount adds to the account's
 * balance. The legs of a booking sum to zero (double entry).
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
  /** What kind of event booked it: 'sepaOut', 'ownTransfer', 'loanInstalment'… */
  kind: string;
  /** YYYY-MM-DD */
  valueDate: string;
  /** The customer whose event this is; null for the bank's own bookings. */
  customerId?: string | null;
  /** The loan or limit whose money this is (a payout, a withdrawal, an instalment paid). */
  loanId?: string | null;
  legs: readonly Leg[];
}

/** The rows of the postings table for a booking's legs. */
export function postingRows(bookingId: string, entry: BookingEntry, createdAt?: Date) {
  return entry.legs.map((leg) => ({
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
    ...(createdAt ? { createdAt } : {}),
  }));
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
