import { addMonths } from 'date-fns/addMonths';
import { code } from '../errors/message';
import { parseIsoDate, toIsoDate } from '../dates/dates';

/**
 * An account statement's period (tiliote): the first and the last day, both included. The spec
 * leaves the limits open; we allow at most 24 months, ending today at the latest, so a statement
 * stays a document one can read and the bank never states days still to come.
 */
export const STATEMENT_MAX_MONTHS = 24;

export const STATEMENT_PERIOD_MESSAGES = {
  endBeforeStart: code('reports.validation.endBeforeStart'),
  endInFuture: code('reports.validation.endInFuture'),
  tooLong: code('reports.validation.tooLong', { months: STATEMENT_MAX_MONTHS }),
} as const;

export interface StatementPeriod {
  /** `YYYY-MM-DD`. */
  start: string;
  /** `YYYY-MM-DD`. */
  end: string;
}

/** The earliest first day a statement ending on `end` may have (24 months back, same day). */
export function earliestStatementStart(end: string): string | null {
  const last = parseIsoDate(end);
  return last ? toIsoDate(addMonths(last, -STATEMENT_MAX_MONTHS)) : null;
}

/**
 * What is wrong with a period, as message codes on the field to change: the end before the start,
 * the end after `today` (when given: the bank's day, or the browser's in a form), or more than 24
 * months. Dates that are not calendar dates are the schema's to refuse; they pass here.
 */
export function statementPeriodProblems(
  { start, end }: StatementPeriod,
  today?: string,
): { start: string | null; end: string | null } {
  if (!parseIsoDate(start) || !parseIsoDate(end)) return { start: null, end: null };
  if (today !== undefined && end > today) {
    return { start: null, end: STATEMENT_PERIOD_MESSAGES.endInFuture };
  }
  if (start > end) return { start: null, end: STATEMENT_PERIOD_MESSAGES.endBeforeStart };
  const earliest = earliestStatementStart(end);
  return {
    start: earliest !== null && start < earliest ? STATEMENT_PERIOD_MESSAGES.tooLong : null,
    end: null,
  };
}
