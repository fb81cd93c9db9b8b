import { and, between, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  paymentDetails as paymentDetailsSchema,
  transaction as transactionSchema,
} from '../../api/bankAccounts';
import { isOneOf } from '../../domain/catalogue/enumerations';
import { TRANSACTION_TYPES, type TransactionType } from '../../domain/accounts/transactions';
import type { Database } from '../db/database';
import { accounts, payments, postings } from '../db/schema';
import { BankError } from '../bankError';
import { ownAccountWithBalance } from './accountList';

export type PaymentDetails = z.output<typeof paymentDetailsSchema>;
/** The domain's Transaction as the contract sends it (every field present). */
export type Transaction = z.output<typeof transactionSchema>;
type PostingRow = typeof postings.$inferSelect;

/** A type the contract does not know (a future kind of booking) is shown as 'NULL', 'Ei tiedossa'. */
function transactionType(type: string): TransactionType {
  return isOneOf(TRANSACTION_TYPES, type) ? type : 'NULL';
}

/** A posting of the customer's account as a statement row: the counterparty names both fields. */
export function toTransaction(row: PostingRow): Transaction {
  return {
    Id: row.id,
    BookingDate: row.valueDate,
    Amount: row.amount,
    IsCardTransaction: row.cardId !== null,
    CardId: row.cardId,
    Name: row.counterpartyName,
    Recipient: row.counterpartyName,
    TransactionTypeEnum: transactionType(row.transactionType),
    Message: row.message,
    Reference: row.reference,
  };
}

/** Newest first; a day's rows in the order they were booked, newest first too. */
const newestFirst = [desc(postings.valueDate), desc(postings.createdAt), desc(postings.id)];

export function createTransactionService(db: Database) {
  async function requireOwn(customerId: string, accountId: string) {
    const found = await ownAccountWithBalance(db, customerId, accountId);
    if (!found) throw new BankError('accountId', 'errors.account_not_found', 404);
    return found.row;
  }

  return {
    /** The account's postings whose value date falls in the range, both ends included. */
    async inRange(
      customerId: string,
      { accountId, start, end }: { accountId: string; start: string; end: string },
    ): Promise<Transaction[]> {
      await requireOwn(customerId, accountId);
      const rows = await db
        .select()
        .from(postings)
        .where(and(eq(postings.accountId, accountId), between(postings.valueDate, start, end)))
        .orderBy(...newestFirst);
      return rows.map(toTransaction);
    },

    /** Every posting of a term deposit (its funding, its maturity): a deposit has few. */
    async ofTermDeposit(customerId: string, accountId: string): Promise<Transaction[]> {
      const account = await requireOwn(customerId, accountId);
      if (account.type !== 'TermDeposit' && account.type !== 'ExternalTermDeposit') {
        throw new BankError('accountId', 'accounts.refusals.notTermDeposit', 404);
      }
      const rows = await db
        .select()
        .from(postings)
        .where(eq(postings.accountId, accountId))
        .orderBy(...newestFirst);
      return rows.map(toTransaction);
    },

    /**
     * A payment's receipt. `paymentId` is a posting of the customer's own account (a statement
     * row), or the id of the customer's payment (the payments table): a payment that failed or
     * waits for its due date has no posting, and its receipt is read from the payment itself.
     */
    async paymentDetails(customerId: string, paymentId: string): Promise<PaymentDetails> {
      const [posted] = await db
        .select({ posting: postings })
        .from(postings)
        .innerJoin(accounts, eq(accounts.id, postings.accountId))
        .where(and(eq(postings.id, paymentId), eq(accounts.customerId, customerId)));
      if (posted) {
        const { posting } = posted;
        const [failed] = await db
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(
              eq(payments.bookingId, posting.bookingId),
              eq(payments.customerId, customerId),
              eq(payments.status, 'Failed'),
            ),
          )
          .limit(1);
        return {
          Id: posting.id,
          AccountId: posting.accountId,
          Recipient: posting.counterpartyName,
          CounterPartyAccountNumber: posting.counterpartyIban,
          Amount: posting.amount,
          Booked: posting.valueDate,
          PaymentFailed: failed !== undefined,
          TransactionTypeEnum: transactionType(posting.transactionType),
          Message: posting.message,
          Reference: posting.reference,
        };
      }
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.customerId, customerId)));
      if (!payment) throw new BankError('paymentId', 'payments.refusals.notFound', 404);
      return {
        Id: payment.id,
        AccountId: payment.sourceAccountId,
        Recipient: payment.recipientName,
        CounterPartyAccountNumber: payment.recipientIban,
        Amount: -payment.amount,
        // Not booked yet (scheduled, or failed on its due date): the day it was due.
        Booked: payment.bookedOn ?? payment.dueDate,
        PaymentFailed: payment.status === 'Failed',
        TransactionTypeEnum: 'Withdrawal',
        Message: payment.message,
        Reference: payment.referenceNumber,
      };
    },
  };
}

export type TransactionService = ReturnType<typeof createTransactionService>;
