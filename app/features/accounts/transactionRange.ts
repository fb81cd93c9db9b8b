import { addDays } from 'date-fns/addDays';
import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';
import { parseIsoDate, toIsoDate } from '../../../domain/dates/dates';

/** A range of booking days, both ends included, `YYYY-MM-DD`. */
export interface DateRange {
  start: string;
  end: string;
}

/** How much history one step of the transaction list shows. */
export const RANGE_MONTHS = 3;

/** The months up to a day: today's three months are the list's first view. */
export function monthsUpTo(end: Date, months = RANGE_MONTHS): DateRange {
  return { start: toIsoDate(addDays(subMonths(end, months), 1)), end: toIsoDate(end) };
}

/** The three months just before a range, for 'Näytä lisää'. */
export function previousRange(range: DateRange): DateRange {
  const start = parseIsoDate(range.start);
  if (!start) throw new Error(`Not a calendar date: ${range.start}`);
  return monthsUpTo(subDays(start, 1));
}
