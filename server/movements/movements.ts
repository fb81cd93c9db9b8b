import { and, eq } from 'drizzle-orm';
import type { CallInput, CallOutput } from '../../api/call';
import type { transfer, withdraw } from '../../api/bankAccounts';
import { freeWithdrawalsLeft, SAVINGS_WITHDRAWAL_FEE_CENTS } from '../../domain/accounts/accounts';
import { message } from '../../domain/errors/message';
import type { Language } from '../../i18n';
import type { Database, Transaction } from '../db/database';
import { postings } from '../db/schema';
import type { Leg } from '../ledger/entries';
import {
  balanceOf,
  internalAccountId,
  lockCustomerAccounts,
  postBooking,
  requestHash,
} from '../ledger/ledger';
import { BankError } from '../bankError';
import { SANDBOX_BANK } from '../seed/ibans';
import { bankDayIso } from '../services/bankDay';
import {
  accountIban,
  accountName,
  assertMoneyAccount,
  ownAccount,
  ownAccountPair,
  type AccountRow,
} from '../services/ownAccounts';
import { savingsWithdrawalsInYear } from './savingsWithdrawals';
import type { BankSession } from '../services/sessions';
import { assertPlainText } from '../services/textInput';
import { textOf } from '../texts';

export type Movement = CallOutput<typeof transfer>;

/**
 * The bank's own words on a statement line are written in the language of the customer who
 * made the booking, once: a statement line is a record, and the customer reads it as written.
 */
const feeDetails = (language: Language) => ({
  transactionType: 'Withdrawal' as const,
  counterpartyName: SANDBOX_BANK.name,
  counterpartyIban: null,
  message: textOf(message('movements.statement.savingsWithdrawalFee'), language),
});

/** What the customer is told about a booking: the source account's leg, its fee and balance. */
async function movementOf(
  tx: Transaction,
  bookingId: string,
  sourceId: string,
  amount: number,
): Promise<Movement> {
  const legs = await tx
    .select({
      id: postings.id,
      amount: postings.amount,
      counterpartyIban: postings.counterpartyIban,
      valueDate: postings.valueDate,
    })
    .from(postings)
    .where(and(eq(postings.bookingId, bookingId), eq(postings.accountId, sourceId)));
  // The fee leg has no counterparty account; the moved amount's leg always has one.
  const principal =
    legs.find((leg) => leg.amount === -amount && leg.counterpartyIban !== null) ?? legs[0];
  if (!principal) throw new Error(`Booking ${bookingId} has no leg on ${sourceId}`);
  const debited = -legs.reduce((sum, leg) => sum + leg.amount, 0);
  return {
    TransactionId: principal.id,
    BookingDate: principal.valueDate,
    Amount: amount,
    Fee: debited - amount,
    FromAccountBalance: await balanceOf(tx, sourceId),
  };
}

interface MoveRequest {
  language: Language;
  session: BankSession;
  kind: string;
  source: AccountRow;
  amount: number;
  idempotencyKey: string;
  hash: string;
  /** The legs of the moved amount; the fee's legs are added here. */
  legs: (tx: Transaction) => Promise<Leg[]>;
}

/**
 * Own transfers ('Oma siirto') and withdrawals to the customer's own account in another bank
 * ('Nosto'). A person's first six withdrawals a year from a savings account are free; after
 * them, and for companies always, the fee is booked to the bank's fee income in the same booking.
 */
export function createMovementService(db: Database, now: () => Date) {
  async function move(request: MoveRequest): Promise<Movement> {
    const { session, source, amount } = request;
    const day = bankDayIso(now());
    return db.transaction(async (tx) => {
      const legs = await request.legs(tx);
      if (source.product === 'savings') {
        // Counted from the ledger (as the account page counts them), under the locks postBooking
        // takes next: two withdrawals at once cannot both be the last free one.
        await lockCustomerAccounts(
          tx,
          legs.map((leg) => leg.accountId),
        );
        const made = await savingsWithdrawalsInYear(tx, source.id, Number(day.slice(0, 4)));
        if (freeWithdrawalsLeft(session.customerType, made) === 0) {
          const feeIncome = await internalAccountId(tx, 'feeIncome');
          const fee = feeDetails(request.language);
          legs.push(
            { accountId: source.id, amount: -SAVINGS_WITHDRAWAL_FEE_CENTS, ...fee },
            { accountId: feeIncome, amount: SAVINGS_WITHDRAWAL_FEE_CENTS, ...fee },
          );
        }
      }
      const result = await postBooking(
        tx,
        { kind: request.kind, valueDate: day, customerId: session.customerId, legs },
        { idempotency: { key: request.idempotencyKey, hash: request.hash }, amountField: 'Amount' },
      );
      return movementOf(tx, result.bookingId, source.id, amount);
    });
  }

  return {
    async transfer(
      session: BankSession,
      input: CallInput<typeof transfer>,
      language: Language,
    ): Promise<Movement> {
      assertPlainText('Message', input.Message);
      const [from, to] = await ownAccountPair(
        db,
        session.customerId,
        { id: input.FromAccountId, field: 'FromAccountId' },
        { id: input.ToAccountId, field: 'ToAccountId' },
      );
      assertMoneyAccount(from, 'FromAccountId', 'from');
      assertMoneyAccount(to, 'ToAccountId', 'to');
      const ownMessage = input.Message || null;
      const legs = async (): Promise<Leg[]> => [
        {
          accountId: from.id,
          amount: -input.Amount,
          transactionType: 'Transfer',
          counterpartyName: accountName(to, language),
          counterpartyIban: to.iban,
          message: ownMessage,
        },
        {
          accountId: to.id,
          amount: input.Amount,
          transactionType: 'Transfer',
          counterpartyName: accountName(from, language),
          counterpartyIban: from.iban,
          message: ownMessage,
        },
      ];
      return move({
        session,
        language,
        kind: 'ownTransfer',
        source: from,
        amount: input.Amount,
        idempotencyKey: input.IdempotencyKey,
        hash: requestHash({ call: 'transfer', ...input }),
        legs,
      });
    },

    /**
     * The money leaves through the clearing account. The external account's row is not booked:
     * its balance is kept by the other bank, so the sandbox shows the withdrawal only on the
     * account it came from (type Withdrawal, the external IBAN as counterparty).
     */
    async withdraw(
      session: BankSession,
      input: CallInput<typeof withdraw>,
      language: Language,
    ): Promise<Movement> {
      const customerName = session.customerName;
      const source = await ownAccount(db, session.customerId, input.AccountId, 'AccountId');
      if (source.type !== input.AccountType) {
        throw new BankError('AccountType', 'accounts.refusals.typeMismatch', 422);
      }
      assertMoneyAccount(source, 'AccountId', 'from');
      const external = await ownAccount(
        db,
        session.customerId,
        input.ToExternalAccountId,
        'ToExternalAccountId',
      );
      const externalIban = accountIban(external);
      if (external.type !== 'ExternalBankAccount' || !externalIban) {
        throw new BankError('ToExternalAccountId', 'movements.refusals.withdrawalNotExternal', 422);
      }
      const details = {
        transactionType: 'Withdrawal' as const,
        counterpartyName: customerName,
        counterpartyIban: externalIban,
        message: textOf(message('movements.statement.toOwnAccount'), language),
      };
      return move({
        session,
        language,
        kind: 'externalWithdrawal',
        source,
        amount: input.Amount,
        idempotencyKey: input.IdempotencyKey,
        hash: requestHash({ call: 'withdraw', ...input }),
        legs: async (tx) => [
          { accountId: source.id, amount: -input.Amount, ...details },
          { accountId: await internalAccountId(tx, 'clearing'), amount: input.Amount, ...details },
        ],
      });
    },
  };
}

export type MovementService = ReturnType<typeof createMovementService>;
