import { eq } from 'drizzle-orm';
import type { CallInput, CallOutput } from '../../api/call';
import type { limitWithdraw } from '../../api/loans';
import { limitFreeBalance, limitWithdrawalProblem } from '../../domain/loans/limitWithdrawal';
import type { Language } from '../../i18n';
import type { Database, Transaction } from '../db/database';
import { loans } from '../db/schema';
import { BankError } from '../bankError';
import {
  balanceOf,
  earlierBooking,
  internalAccountId,
  legOn,
  postBooking,
  requestHash,
} from '../ledger/ledger';
import { bankDay, bankDayIso } from '../services/bankDay';
import { accountName, assertMoneyAccount, ownAccount } from '../services/ownAccounts';
import type { BankSession } from '../services/sessions';
import { creditInUse } from './creditInUse';
import { ownLoan, type LoanRow } from './ownLoan';

type Withdrawal = CallInput<typeof limitWithdraw>;
type Receipt = CallOutput<typeof limitWithdraw>;

async function receiptOf(
  tx: Transaction,
  bookingId: string,
  limit: LoanRow,
  toAccountId: string,
): Promise<Receipt> {
  const leg = await legOn(tx, bookingId, toAccountId);
  return {
    TransactionId: leg.id,
    BookingDate: leg.valueDate,
    Amount: leg.amount,
    AccountBalance: await balanceOf(tx, toAccountId),
    FreeBalance: limitFreeBalance(limit.capital, await creditInUse(tx, limit.id)),
  };
}

/**
 * Draws from a credit limit to one of the customer's own payment or savings accounts: the bank's
 * receivables pay the account, in one booking made under the limit's lock, so two draws at once
 * cannot both take the last of the free balance.
 */
export function createLimitWithdrawal(db: Database, now: () => Date) {
  return async function withdraw(
    session: BankSession,
    input: Withdrawal,
    language: Language,
  ): Promise<Receipt> {
    const idempotency = {
      key: input.IdempotencyKey,
      hash: requestHash({ call: 'limit-withdraw', ...input }),
    };
    return db.transaction(async (tx) => {
      const { row, loan } = await ownLoan(tx, session.customerId, input.LoanId, { lock: true });
      const replayed = await earlierBooking(tx, session.customerId, idempotency);
      if (replayed) return receiptOf(tx, replayed, row, input.ToAccountId);

      const problem = limitWithdrawalProblem(loan, {
        amount: input.Amount,
        freeBalance: limitFreeBalance(row.capital, await creditInUse(tx, row.id)),
        customerType: session.customerType,
        today: bankDay(now()),
      });
      if (problem) throw new BankError(problem.field, problem.reason, 422);
      const to = await ownAccount(tx, session.customerId, input.ToAccountId, 'ToAccountId');
      assertMoneyAccount(to, 'ToAccountId', 'to');

      const details = { transactionType: 'Transfer' as const, reference: row.paymentReference };
      const { bookingId } = await postBooking(
        tx,
        {
          kind: 'limitWithdrawal',
          valueDate: bankDayIso(now()),
          customerId: session.customerId,
          loanId: row.id,
          legs: [
            { accountId: to.id, amount: input.Amount, counterpartyName: row.name, ...details },
            {
              accountId: await internalAccountId(tx, 'loanReceivables'),
              amount: -input.Amount,
              counterpartyName: accountName(to, language),
              counterpartyIban: to.iban,
              ...details,
            },
          ],
        },
        { idempotency, amountField: 'Amount' },
      );
      if (!row.withdrawed)
        await tx.update(loans).set({ withdrawed: true }).where(eq(loans.id, row.id));
      return receiptOf(tx, bookingId, row, to.id);
    });
  };
}
