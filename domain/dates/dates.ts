import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { startOfDay } from 'date-fns/startOfDay';
import { subDays } from 'date-fns/subDays';

/**
 * Dates as the bank shows them. A `YYYY-MM-DD` string is a calendar date (a due date), never an
 * instant: it is read in the local calendar so that no time zone can move it by a day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

export const INVALID_DATE_VALUE = 'Invalid date value';
export const UNKNOWN_DATE_FORMAT = 'Unknown date format';
export const FORMAT_DATE_STRING_FAILED = 'formatDateString failed';

/** A `YYYY-MM-DD` calendar date at local midnight, or null when the form or the date is wrong. */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(2000, 0, 1);
  // setFullYear, unlike the constructor, does not read years 0–99 as 1900–1999.
  date.setFullYear(year, month - 1, day);
  const exists =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : null;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

// Written out rather than with date-fns' format, which brings every pattern and a locale: this
// module is on most pages of the bank.
function calendarParts(date: Date) {
  return {
    year: String(date.getFullYear()).padStart(4, '0'),
    month: twoDigits(date.getMonth() + 1),
    day: twoDigits(date.getDate()),
  };
}

/** YYYY-MM-DD of the date in the local calendar. */
export function toIsoDate(date: Date): string {
  if (!(date instanceof Date) || !isValid(date)) throw new Error(INVALID_DATE_VALUE);
  const { year, month, day } = calendarParts(date);
  return `${year}-${month}-${day}`;
}

/**
 * Reads a Date, a `YYYY-MM-DD` calendar date or an ISO date-time (a date-time with an offset is
 * shown in the local calendar). Throws the spec's three errors.
 */
function toDate(value: Date | string): Date {
  if (value instanceof Date) {
    if (!isValid(value)) throw new Error(INVALID_DATE_VALUE);
    return value;
  }
  if (typeof value !== 'string') throw new Error(INVALID_DATE_VALUE);
  if (ISO_DATE.test(value)) {
    const date = parseIsoDate(value);
    if (!date) throw new Error(FORMAT_DATE_STRING_FAILED);
    return date;
  }
  if (ISO_DATE_TIME.test(value)) {
    const date = parseISO(value);
    if (!isValid(date)) throw new Error(FORMAT_DATE_STRING_FAILED);
    return date;
  }
  throw new Error(UNKNOWN_DATE_FORMAT);
}

/**
 * `01.02.2026`. Spec leaves the padding open; we pad day and month to two digits, as the spec's
 * short date (the first 5 characters plus a dot, `01.02.`) needs.
 */
export function formatDate(value: Date | string): string {
  const { year, month, day } = calendarParts(toDate(value));
  return `${day}.${month}.${year}`;
}

/** `01.02.`: day and month only. */
export function formatShortDate(value: Date | string): string {
  return `${formatDate(value).slice(0, 5)}.`;
}

/**
 * Whether the date's calendar day is before today's, or before the day `minusDays` earlier
 * (an instalment 13 days overdue is not yet before today minus 13 days).
 */
export function isBeforeToday(value: Date | string, today: Date, minusDays = 0): boolean {
  return startOfDay(toDate(value)) < startOfDay(subDays(toDate(today), minusDays));
}
