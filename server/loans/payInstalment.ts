import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CallInput, CallOutput } from '../../api/call';
import type { instalmentReceipt, payInstallment } from '../../api/loans';
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
  type Idempotency,
} from '../ledger/ledger';
import { bankDayIso } from '../services/bankDay';
import { accountName, assertMoneyAccount, ownAccount } from '../services/ownAccounts';
import type { BankSession } from '../services/sessions';
import type { Language } from '../../i18n';
import { ownLoan } from './ownLoan';

type Payment = CallInput<typeof payInstallment>;
type Receipt = CallOutput<typeof payInstallment>;
/** How a payment was allocated to its instalment, and what is still open on it. */
export type InstalmentAllocation = Pick<
  z.output<typeof instalmentReceipt>,
  'Fees' | 'Interest' | 'Capital' | 'InstallmentId' | 'StateEnum' | 'TotalOpen'
>;

/** Which call pays: a loan's instalment, or a limit's invoice. */
export type InstalmentKind = 'loan' | 'limit';

/** Where an instalment's money comes from: a ledger account, and how the bank's legs name it. */
export interface InstalmentPayer {
  accountId: string;
  name: string;
  iban: string | null;
}

export interface InstalmentSettlement {
  customerId: string;
  payment: Pick<Payment, 'LoanId' | 'InstallmentId' | 'Amount'>;
  kind: InstalmentKind;
  idempotency: Idempotency;
  valueDate: string;
  /** Asked once the loan's rules let the payment go, with the loan locked. */
  payer: (tx: Transaction) => Promise<InstalmentPayer>;
}

/** The legs of a booking, and how it paid the instalment. */
export async function instalmentAllocation(
  tx: Transaction,
  bookingId: string,
  instalmentId: string,
) {
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
  const on = (accountId: string) => legs.find((leg) => leg.accountId === accountId)?.amount ?? 0;
  const [instalment] = await tx
    .select()
    .from(loanInstallments)
    .where(eq(loanInstallments.id, instalmentId));
  if (!instalment) throw new Error(`Instalment ${instalmentId} is gone`);
  const allocation: InstalmentAllocation = {
    Fees: on(feeIncome),
    Interest: on(interestIncome),
    Capital: on(receivables),
    InstallmentId: instalment.id,
    StateEnum: instalment.stateEnum as InstalmentState,
    TotalOpen: openTotal(instalment),
  };
  return { legs, allocation };
}

/**
 * Pays an instalment inside `tx`: one booking whose legs take the amount from the payer and give
 * it to the fees, interest and capital it pays (allocated in that order), and the instalment's
 * paid amounts and state updated in the same transaction. Answers the booking's id; a retry with
 * the same idempotency key answers the first booking and books nothing.
 */
export async function settleInstalment(
  tx: Transaction,
  { customerId, payment, kind, idempotency, valueDate, payer }: InstalmentSettlement,
): Promise<string> {
  const { row, instalments, loan } = await ownLoan(tx, customerId, payment.LoanId, { lock: true });
  const replayed = await earlierBooking(tx, customerId, idempotency);
  if (replayed) return replayed;

  if (kind === 'loan' && isLimit(loan)) {
    throw new BankError('LoanId', 'loans.refusals.limitInvoice', 422);
  }
  if (kind === 'limit' && !isLimit(loan)) {
    throw new BankError('LoanId', 'loans.refusals.notLimit', 422);
  }
  if (isCompanyLoan(loan)) {
    throw new BankError('LoanId', 'loans.refusals.companyLoanByTransfer', 422);
  }
  const instalment = instalments.find((i) => i.id === payment.InstallmentId);
  if (!instalment) {
    throw new BankError('InstallmentId', 'loans.refusals.instalmentNotFound', 404);
  }
  const open = openTotal(instalment);
  if (open === 0) throw new BankError('InstallmentId', 'loans.refusals.instalmentPaid', 422);
  if (payment.Amount > open) {
    throw new BankError(
      'Amount',
      { key: 'loans.refusals.overInstalment', values: { amount: open } },
      422,
    );
  }
  const from = await payer(tx);

  const parts = allocatePayment(instalment, payment.Amount);
  const details = {
    transactionType: 'CreditRepayment' as const,
    reference: row.paymentReference,
  };
  const legs: Leg[] = [
    { accountId: from.accountId, amount: -payment.Amount, counterpartyName: row.name, ...details },
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
      counterpartyName: from.name,
      counterpartyIban: from.iban,
      ...details,
    });
  }
  const { bookingId } = await postBooking(
    tx,
    {
      kind: kind === 'loan' ? 'loanInstalment' : 'limitInstalment',
      valueDate,
      customerId,
      loanId: row.id,
      legs,
    },
    { idempotency, amountField: 'Amount' },
  );
  const paid = { ...instalment, totalPaid: instalment.totalPaid + payment.Amount };
  await tx
    .update(loanInstallments)
    .set({
      totalPaid: paid.totalPaid,
      capitalPaid: instalment.capitalPaid + parts.capital,
      stateEnum: stateAfterPayment(paid, instalment.stateEnum as InstalmentState),
    })
    .where(eq(loanInstallments.id, instalment.id));
  return bookingId;
}

/** The receipt of a booking: its leg on the customer's account, and how it was allocated. */
async function receiptOf(tx: Transaction, bookingId: string, input: Payment): Promise<Receipt> {
  const { legs, allocation } = await instalmentAllocation(tx, bookingId, input.InstallmentId);
  const paid = legs.find((leg) => leg.accountId === input.FromAccountId);
  if (!paid) throw new Error(`Booking ${bookingId} has no leg on ${input.FromAccountId}`);
  return {
    TransactionId: paid.id,
    BookingDate: paid.valueDate,
    Amount: -paid.amount,
    AccountBalance: await balanceOf(tx, input.FromAccountId),
    ...allocation,
  };
}

/** Pays an instalment from the customer's own account at this bank. */
export function createInstalmentPayment(db: Database, now: () => Date) {
  return async function pay(
    session: BankSession,
    input: Payment,
    kind: InstalmentKind,
    language: Language,
  ): Promise<Receipt> {
    return db.transaction(async (tx) => {
      const bookingId = await settleInstalment(tx, {
        customerId: session.customerId,
        payment: input,
        kind,
        idempotency: {
          key: input.IdempotencyKey,
          hash: requestHash({ call: `pay-${kind}-installment`, ...input }),
        },
        valueDate: bankDayIso(now()),
        payer: async (tx) => {
          const from = await ownAccount(
            tx,
            session.customerId,
            input.FromAccountId,
            'FromAccountId',
          );
          assertMoneyAccount(from, 'FromAccountId', 'from');
          return { accountId: from.id, name: accountName(from, language), iban: from.iban };
        },
      });
      return receiptOf(tx, bookingId, input);
    });
  };
}
