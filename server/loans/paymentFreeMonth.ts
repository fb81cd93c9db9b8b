import { eq } from 'drizzle-orm';
import type { CallInput } from '../../api/call';
import type { paymentFreeMonth } from '../../api/loans';
import type { Loan } from '../../domain/loans/loan';
import { paymentFreeMonthOffer } from '../../domain/loans/paymentFreeMonth';
import type { Database } from '../db/database';
import { loanInstallments, loans } from '../db/schema';
import { BankError } from '../bankError';
import { bankDay } from '../services/bankDay';
import type { BankSession } from '../services/sessions';
import { changeLoanOnce } from './loanChange';

/**
 * Takes a payment-free month (domain/loans/paymentFreeMonth.ts): the skipped instalment keeps
 * its interest and fees and gains the fee; its capital becomes a new last instalment. Nothing is
 * booked now: the fee is paid with the skipped instalment, like its interest. A retried request
 * extends the plan once.
 */
export function createPaymentFreeMonth(db: Database, now: () => Date) {
  return function take(
    session: BankSession,
    input: CallInput<typeof paymentFreeMonth>,
  ): Promise<Loan> {
    return changeLoanOnce(
      db,
      session,
      'paymentFreeMonth',
      input,
      async (tx, { row, instalments, loan }) => {
        const result = paymentFreeMonthOffer(loan, input.InstallmentId, bankDay(now()));
        if (!result.ok) throw new BankError(result.field, result.reason, 422);
        const { offer } = result;
        if (input.Fee !== offer.fee) {
          throw new BankError(
            'Fee',
            { key: 'loans.refusals.feeChanged', values: { fee: offer.fee } },
            422,
          );
        }
        const skipped = instalments.find((i) => i.id === offer.installmentId);
        if (!skipped) throw new Error(`Instalment ${offer.installmentId} is gone`);
        await tx
          .update(loanInstallments)
          .set({ capital: skipped.capitalPaid, fees: skipped.fees + offer.fee })
          .where(eq(loanInstallments.id, skipped.id));
        await tx.insert(loanInstallments).values({
          loanId: row.id,
          installmentOrder: Math.max(...instalments.map((i) => i.installmentOrder)) + 1,
          dueDate: offer.newDueDate,
          originalDueDate: offer.newDueDate,
          capital: offer.deferredCapital,
          interest: 0,
          fees: 0,
          stateEnum: 'Open',
        });
        await tx
          .update(loans)
          .set({ installmentCount: offer.newInstallmentCount })
          .where(eq(loans.id, row.id));
      },
    );
  };
}
