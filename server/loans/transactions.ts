import { and, asc, between, desc, eq, inArray } from 'drizzle-orm';
import type { CallInput, CallOutput } from '../../api/call';
import type { transactions } from '../../api/loans';
import type { TransactionType } from '../../domain/accounts/transactions';
import { INTERNAL_ACCOUNTS } from '../ledger/internalAccounts';
import type { Database } from '../db/database';
import { accounts, bookings, postings } from '../db/schema';
import { ownLoan } from './ownLoan';

type LoanTransaction = CallOutput<typeof transactions>[number];

/** Which part of a loan's money each of the bank's accounts holds. */
const PARTS = {
  [INTERNAL_ACCOUNTS.loanReceivables]: 'capital',
  [INTERNAL_ACCOUNTS.interestIncome]: 'interest',
  [INTERNAL_ACCOUNTS.feeIncome]: 'fees',
} as const;

/**
 * A loan's statement: each of its bookings in the range, from the loan's side. The bookings are
 * found through the loan (bookings_loan), their legs on the bank's own accounts through each
 * booking: the customer's accounts are not read at all.
 */
export function createLoanTransactions(db: Database) {
  return async function list(
    customerId: string,
    input: CallInput<typeof transactions>,
  ): Promise<LoanTransaction[]> {
    const { row } = await ownLoan(db, customerId, input.loanId, { field: 'loanId' });
    const booked = await db
      .select({ id: bookings.id, valueDate: bookings.valueDate })
      .from(bookings)
      .where(and(eq(bookings.loanId, row.id), between(bookings.valueDate, input.start, input.end)))
      .orderBy(desc(bookings.valueDate), desc(bookings.createdAt));
    if (booked.length === 0) return [];
    const legs = await db
      .select({
        bookingId: postings.bookingId,
        amount: postings.amount,
        transactionType: postings.transactionType,
        message: postings.message,
        account: accounts.customName,
      })
      .from(postings)
      .innerJoin(accounts, eq(accounts.id, postings.accountId))
      .where(
        and(
          inArray(
            postings.bookingId,
            booked.map((booking) => booking.id),
          ),
          eq(accounts.type, 'Internal'),
        ),
      )
      .orderBy(asc(postings.bookingId));
    return booked.map((booking) => {
      const parts = { capital: 0, interest: 0, fees: 0 };
      let type: TransactionType = 'NULL';
      let message: string | null = null;
      for (const leg of legs) {
        if (leg.bookingId !== booking.id) continue;
        const part = PARTS[leg.account as keyof typeof PARTS];
        if (!part) continue;
        parts[part] += leg.amount;
        if (part === 'capital') {
          type = leg.transactionType as TransactionType;
          message = leg.message;
        }
      }
      return {
        Id: booking.id,
        BookingDate: booking.valueDate,
        TransactionTypeEnum: type,
        Amount: -(parts.capital + parts.interest + parts.fees),
        Capital: Math.abs(parts.capital),
        Interest: parts.interest,
        Fees: parts.fees,
        Message: message,
      };
    });
  };
}
