import { eq } from 'drizzle-orm';
import type { CallInput } from '../../api/call';
import type { changeDueDate } from '../../api/loans';
import { dueDateChange } from '../../domain/loans/dueDateChange';
import type { Loan } from '../../domain/loans/loan';
import type { Database } from '../db/database';
import { loanInstallments } from '../db/schema';
import { BankError } from '../bankError';
import { bankDay } from '../services/bankDay';
import type { BankSession } from '../services/sessions';
import { changeLoanOnce } from './loanChange';

/**
 * Moves the candidate instalment and every later one to the chosen day of the month
 * (domain/loans/dueDateChange.ts). The moved instalment keeps its original due date, the record
 * of the change, and is Open again (a candidate may be up to 13 days late, but has nothing paid);
 * the later ones take their new dates as their own. A retried request moves them once.
 */
export function createDueDateChange(db: Database, now: () => Date) {
  return function change(
    session: BankSession,
    input: CallInput<typeof changeDueDate>,
  ): Promise<Loan> {
    return changeLoanOnce(db, session, 'dueDateChange', input, async (tx, { loan }) => {
      const result = dueDateChange(loan, input.InstallmentId, input.DueDay, bankDay(now()));
      if (!result.ok) throw new BankError(result.field, result.reason, 422);
      for (const [id, dueDate] of result.dueDates) {
        // The moved instalment is no longer late: its new due date is ahead.
        const moved = id === input.InstallmentId;
        await tx
          .update(loanInstallments)
          .set(moved ? { dueDate, stateEnum: 'Open' } : { dueDate, originalDueDate: dueDate })
          .where(eq(loanInstallments.id, id));
      }
    });
  };
}
