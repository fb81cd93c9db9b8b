import { addMonths } from 'date-fns/addMonths';
import { startOfDay } from 'date-fns/startOfDay';
import { parseIsoDate, toIsoDate } from '../dates/dates';
import { code } from '../errors/message';
import { isDueDateChangeCandidate } from './instalments';
import type { Loan } from './loan';

/**
 * The due-date change ('Siirrä eräpäivää'). The bank's decisions, the spec leaving them open:
 * - the new due day is a day of the month from 1 to 28, so that every month has it;
 * - only the loan's first candidate instalment (instalments.ts) moves, and only forward: to the
 *   first such day after its due date, or after today when it is already overdue;
 * - every later instalment moves to the same day, a month apart, so the plan stays monthly;
 * - the change is free and adds no interest (the move is at most about six weeks);
 * - the moved instalment keeps its OriginalDueDate, so it cannot be moved twice; later ones
 *   take their new dates as their own.
 */
export const MAX_DUE_DAY = 28;

export type DueDateChange =
  | { ok: true; dueDates: ReadonlyMap<string, string> }
  | { ok: false; field: 'LoanId' | 'InstallmentId' | 'DueDay'; reason: string };

/** The first date on day `day` of a month strictly after `after`. */
function nextDayOfMonth(after: Date, day: number): Date {
  const sameMonth = new Date(after.getFullYear(), after.getMonth(), day);
  return sameMonth > after ? sameMonth : new Date(after.getFullYear(), after.getMonth() + 1, day);
}

/** The new due date of each instalment that moves, by id; or why the change is refused. */
export function dueDateChange(
  loan: Pick<Loan, 'DueDateChangeAllowed' | 'LoanInstallmentsPublic'>,
  installmentId: string,
  day: number,
  today: Date,
): DueDateChange {
  if (!loan.DueDateChangeAllowed) {
    return { ok: false, field: 'LoanId', reason: code('loans.refusals.dueDateChangeNotAllowed') };
  }
  const ordered = [...loan.LoanInstallmentsPublic].sort(
    (a, b) => a.InstallmentOrder - b.InstallmentOrder,
  );
  const candidate = ordered.find((i) => isDueDateChangeCandidate(i, today));
  if (!candidate || candidate.Id !== installmentId) {
    return { ok: false, field: 'InstallmentId', reason: code('loans.refusals.notCandidate') };
  }
  const due = parseIsoDate(candidate.DueDate);
  if (!due) throw new Error(`Instalment ${candidate.Id} has no due date`);
  if (due.getDate() === day) {
    return { ok: false, field: 'DueDay', reason: code('loans.refusals.sameDueDay') };
  }
  const from = startOfDay(today);
  const moved = nextDayOfMonth(due > from ? due : from, day);
  const dueDates = new Map<string, string>();
  for (const instalment of ordered) {
    const months = instalment.InstallmentOrder - candidate.InstallmentOrder;
    if (months >= 0) dueDates.set(instalment.Id, toIsoDate(addMonths(moved, months)));
  }
  return { ok: true, dueDates };
}
