import { eq } from 'drizzle-orm';
import type { CallInput, CallOutput } from '../../api/call';
import type { payInstallment } from '../../api/loans';
import { allocatePayment, openTotal, stateAfterPayment } from '../../domain/loans/allocation';
import { isCompanyLoan, isLimit, type InstalmentState } from '../../domain/loans/loan';
import type { Cents } from '../../domain/money/money';
import type { Database, Transaction } from '../db/database';
import { loanInstallments, postings } from '../db/schema';
import { BankError } from '../bankError';
import type { Leg } from '../ledger/entries';
import type { InternalAccount } from '../ledger/internalAccounts';
import {
  balanceOf,
  earlierBooking,
  internalAccountId,
  postBooking,
  requestHash,
} from '../ledger/ledger';
import { bankDayIso } from '../services/bankDay';
import { accountName, assertMoneyAccount, ownAccount } from '../services/ownAccounts';
import type { BankSession } from '../services/sessions';
import type { Language } from '../../i18n';
import { ownLoan } from './ownLoan';

type Payment = CallInput<typeof payInstallment>;
type Receipt = CallOutput<typeof payInstallment>;

/** Which call pays: a loan's instalment, or a limit's invoice. */
export type InstalmentKind = 'loan' | 'limit';

/** The receipt of a booking: its legs on the customer's account and on the bank's income. */
async function receiptOf(tx: Transaction, bookingId: string, input: Payment): Promise<Receipt> {
  const [receivables, interestIncome, feeIncome] = await Promise.all([
    internalAccountId(tx, 'loanReceivables'),
    internalAccountId(tx, 'interestIncome'),
    internalAccountId(tx, 'feeIncome'),
  ]);
  const legs = await tx
    .select({
      id: postings.id,
      accountId: postings.accountId,
      amount: postings.amount,
      valueDate: postings.valueDate,
    })
    .from(postings)
    .where(eq(postings.bookingId, bookingId));
  const on = (accountId: string) => legs.find((leg) => leg.accountId === accountId);
  const paid = on(input.FromAccountId);
  if (!paid) throw new Error(`Booking ${bookingId} has no leg on ${input.FromAccountId}`);
  const [instalment] = await tx
    .select()
    .from(loanInstallments)
    .where(eq(loanInstallments.id, input.InstallmentId));
  if (!instalment) throw new Error(`Instalment ${input.InstallmentId} is gone`);
  return {
    TransactionId: paid.id,
    BookingDate: paid.valueDate,
    Amount: -paid.amount,
    AccountBalance: await balanceOf(tx, input.FromAccountId),
    Fees: on(feeIncome)?.amount ?? 0,
    Interest: on(interestIncome)?.amount ?? 0,
    Capital: on(receivables)?.amount ?? 0,
    InstallmentId: instalment.id,
    StateEnum: instalment.stateEnum as InstalmentState,
    TotalOpen: openTotal(instalment),
  };
}

/**
 * Pays an instalment from the customer's own account: one booking whose legs take the amount
 * from the account and give it to the fees, interest and capital it pays (allocated in that
 * order), and the instalment's paid amounts and state updated in the same transaction.
 */
export function createInstalmentPayment(db: Database, now: () => Date) {
  return async function pay(
    session: BankSession,
    input: Payment,
    kind: InstalmentKind,
    language: Language,
  ): Promise<Receipt> {
    const idempotency = {
      key: input.IdempotencyKey,
      hash: requestHash({ call: `pay-${kind}-installment`, ...input }),
    };
    return db.transaction(async (tx) => {
      const { row, instalments, loan } = await ownLoan(tx, session.customerId, input.LoanId, {
        lock: true,
      });
      const replayed = await earlierBooking(tx, session.customerId, idempotency);
      if (replayed) return receiptOf(tx, replayed, input);

      if (kind === 'loan' && isLimit(loan)) {
        throw new BankError('LoanId', 'loans.refusals.limitInvoice', 422);
      }
      if (kind === 'limit' && !isLimit(loan)) {
        throw new BankError('LoanId', 'loans.refusals.notLimit', 422);
      }
      if (isCompanyLoan(loan)) {
        throw new BankError('LoanId', 'loans.refusals.companyLoanByTransfer', 422);
      }
      const instalment = instalments.find((i) => i.id === input.InstallmentId);
      if (!instalment) {
        throw new BankError('InstallmentId', 'loans.refusals.instalmentNotFound', 404);
      }
      const open = openTotal(instalment);
      if (open === 0) throw new BankError('InstallmentId', 'loans.refusals.instalmentPaid', 422);
      if (input.Amount > open) {
        throw new BankError(
          'Amount',
          { key: 'loans.refusals.overInstalment', values: { amount: open } },
          422,
        );
      }
      const from = await ownAccount(tx, session.customerId, input.FromAccountId, 'FromAccountId');
      assertMoneyAccount(from, 'FromAccountId', 'from');

      const parts = allocatePayment(instalment, input.Amount);
      const details = {
        transactionType: 'CreditRepayment' as const,
        reference: row.paymentReference,
      };
      const legs: Leg[] = [
        { accountId: from.id, amount: -input.Amount, counterpartyName: row.name, ...details },
      ];
      const income: [InternalAccount, Cents][] = [
        ['loanReceivables', parts.capital],
        ['interestIncome', parts.interest],
        ['feeIncome', parts.fees],
      ];
      for (const [account, amount] of income) {
        if (amount === 0) continue;
        legs.push({
          accountId: await internalAccountId(tx, account),
          amount,
          counterpartyName: accountName(from, language),
          counterpartyIban: from.iban,
          ...details,
        });
      }
      const { bookingId } = await postBooking(
        tx,
        {
          kind: kind === 'loan' ? 'loanInstalment' : 'limitInstalment',
          valueDate: bankDayIso(now()),
          customerId: session.customerId,
          loanId: row.id,
          legs,
        },
        { idempotency, amountField: 'Amount' },
      );
      const paid = { ...instalment, totalPaid: instalment.totalPaid + input.Amount };
      await tx
        .update(loanInstallments)
        .set({
          totalPaid: paid.totalPaid,
          capitalPaid: instalment.capitalPaid + parts.capital,
          stateEnum: stateAfterPayment(paid, instalment.stateEnum as InstalmentState),
        })
        .where(eq(loanInstallments.id, instalment.id));
      return receiptOf(tx, bookingId, input);
    });
  };
}
