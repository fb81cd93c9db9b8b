import { and, eq } from 'drizzle-orm';
import type { CallInput, CallOutput } from '../../api/call';
import type { BankAccount } from '../../api/bank';
import type { bankAccountStartDeposit } from '../../api/payments';
import { message } from '../../domain/errors/message';
import type { Language } from '../../i18n';
import type { Database } from '../db/database';
import { deposits } from '../db/schema';
import { balanceOf, internalAccountId, legOn, postBooking, requestHash } from '../ledger/ledger';
import { BankError } from '../bankError';
import type { AccountService } from '../accounts/accountList';
import { bankDayIso } from '../services/bankDay';
import type { Movement } from './movements';
import { accountIban, assertMoneyAccount, ownAccount } from '../services/ownAccounts';
import type { BankSession } from '../services/sessions';
import { textOf } from '../texts';

// Spec leaves these texts open.
export const DEPOSIT_REFUSALS = {
  notFound: message('movements.refusals.depositNotFound'),
  notExternal: message('movements.refusals.depositNotExternal'),
  idempotencyReused: message('errors.request.idempotencyReused'),
};

type DepositStart = CallOutput<typeof bankAccountStartDeposit>;

/**
 * Deposits ('Talletus') from the customer's own account in another bank: started (the sandbox
 * stands in for the other bank's payment page), then completed, which books the money in from
 * the clearing account. As with withdrawals, the external account's row is not booked.
 */
export function createDepositService(
  db: Database,
  { now, accounts }: { now: () => Date; accounts: AccountService },
) {
  async function movementOf(bookingId: string, toAccountId: string): Promise<Movement> {
    return db.transaction(async (tx) => {
      const leg = await legOn(tx, bookingId, toAccountId);
      return {
        TransactionId: leg.id,
        BookingDate: leg.valueDate,
        Amount: leg.amount,
        Fee: 0,
        // The other bank keeps the source's balance; the customer is shown the account it reached.
        FromAccountBalance: await balanceOf(tx, toAccountId),
      };
    });
  }

  return {
    /** The customer's own accounts in other banks. */
    async externalAccounts(customerId: string): Promise<BankAccount[]> {
      return (await accounts.list(customerId)).filter(
        (account) => account.Type === 'ExternalBankAccount',
      );
    },

    /** The payment and savings accounts of this bank a deposit can go to. */
    async depositTargets(customerId: string): Promise<BankAccount[]> {
      return (await accounts.list(customerId)).filter(
        (account) =>
          account.Type === 'BankAccount' && (account.IsPaymentAccount || account.IsSavingsAccount),
      );
    },

    async start(
      session: BankSession,
      input: CallInput<typeof bankAccountStartDeposit>,
    ): Promise<DepositStart> {
      const from = await ownAccount(
        db,
        session.customerId,
        input.FromExternalAccountId,
        'FromExternalAccountId',
      );
      if (from.type !== 'ExternalBankAccount' || !accountIban(from)) {
        throw new BankError('FromExternalAccountId', DEPOSIT_REFUSALS.notExternal, 422);
      }
      const to = await ownAccount(db, session.customerId, input.ToAccountId, 'ToAccountId');
      assertMoneyAccount(to, 'ToAccountId', 'to');
      const hash = requestHash({ call: 'deposit', ...input });
      const [started] = await db
        .insert(deposits)
        .values({
          customerId: session.customerId,
          fromExternalAccountId: from.id,
          toAccountId: to.id,
          amount: input.Amount,
          idempotencyKey: input.IdempotencyKey,
          requestHash: hash,
        })
        .onConflictDoNothing({ target: [deposits.customerId, deposits.idempotencyKey] })
        .returning();
      const deposit =
        started ??
        (
          await db
            .select()
            .from(deposits)
            .where(
              and(
                eq(deposits.customerId, session.customerId),
                eq(deposits.idempotencyKey, input.IdempotencyKey),
              ),
            )
        )[0];
      if (!deposit || deposit.requestHash !== hash) {
        throw new BankError('IdempotencyKey', DEPOSIT_REFUSALS.idempotencyReused, 422);
      }
      return { DepositId: deposit.id, Amount: deposit.amount };
    },

    /** Books the deposit once; completing it again answers the same booking. */
    /** The statement line is written in the customer's `language`, as own transfers are. */
    async complete(session: BankSession, depositId: string, language: Language): Promise<Movement> {
      const customerName = session.customerName;
      const booked = await db.transaction(async (tx) => {
        const [deposit] = await tx
          .select()
          .from(deposits)
          .where(and(eq(deposits.id, depositId), eq(deposits.customerId, session.customerId)))
          .for('update');
        if (!deposit) throw new BankError('DepositId', DEPOSIT_REFUSALS.notFound, 404);
        if (deposit.status === 'Completed')
          return { id: deposit.bookingId!, to: deposit.toAccountId };
        const from = await ownAccount(
          tx,
          session.customerId,
          deposit.fromExternalAccountId,
          'FromExternalAccountId',
        );
        const to = await ownAccount(tx, session.customerId, deposit.toAccountId, 'ToAccountId');
        assertMoneyAccount(to, 'ToAccountId', 'to');
        const details = {
          transactionType: 'Deposit' as const,
          counterpartyName: customerName,
          counterpartyIban: accountIban(from),
          message: textOf(message('movements.statement.fromOwnAccount'), language),
        };
        const booking = await postBooking(
          tx,
          {
            kind: 'externalDeposit',
            valueDate: bankDayIso(now()),
            customerId: session.customerId,
            legs: [
              { accountId: to.id, amount: deposit.amount, ...details },
              {
                accountId: await internalAccountId(tx, 'clearing'),
                amount: -deposit.amount,
                ...details,
              },
            ],
          },
          { idempotency: { key: `deposit:${deposit.id}`, hash: requestHash({ depositId }) } },
        );
        await tx
          .update(deposits)
          .set({ status: 'Completed', bookingId: booking.bookingId })
          .where(eq(deposits.id, deposit.id));
        return { id: booking.bookingId, to: to.id };
      });
      return movementOf(booked.id, booked.to);
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
