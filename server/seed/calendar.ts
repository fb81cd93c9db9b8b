import { addDays, addMonths, getDaysInMonth, isWeekend, subDays } from 'date-fns';
import { toIsoDate } from '../../domain/dates/dates';

/**
 * Calendar helpers of the seed. Every date is computed from the `today` handed to the seed, in
 * the local calendar, as `domain/dates` reads `YYYY-MM-DD`.
 */

export const iso = toIsoDate;

/** Local midnight of the day. */
export function dayOf(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The given day of a month, or its last day when the month is shorter (31 → 30.4.). */
export function dayInMonth(year: number, monthIndex: number, day: number): Date {
  const first = new Date(year, monthIndex, 1);
  return new Date(year, monthIndex, Math.min(day, getDaysInMonth(first)));
}

/** The first day of each calendar month from `from`'s month to `to`'s month, both included. */
export function monthsBetween(from: Date, to: Date): Date[] {
  const months: Date[] = [];
  let month = new Date(from.getFullYear(), from.getMonth(), 1);
  const last = new Date(to.getFullYear(), to.getMonth(), 1);
  while (month <= last) {
    months.push(month);
    month = addMonths(month, 1);
  }
  return months;
}

/** A payday or an invoice that falls on a weekend is paid on the Friday before. */
export function businessDayOnOrBefore(date: Date): Date {
  let day = date;
  while (isWeekend(day)) day = subDays(day, 1);
  return day;
}

export function lastDayOfMonth(month: Date): Date {
  return dayInMonth(month.getFullYear(), month.getMonth(), 31);
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: Date, to: Date): Date[] {
  const days: Date[] = [];
  for (let day = dayOf(from); day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** `Palkka 03/2026`: the month a salary or an invoice is for. */
export function monthLabel(date: Date): string {
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}

/**
 * The `day` of every month whose date falls from `from` to `to`, both included; a weekend day
 * moves to the Friday before unless `businessDay` is false. Day 31 is each month's last day.
 */
export function monthlyDates(
  from: Date,
  to: Date,
  day: number,
  { businessDay = true }: { businessDay?: boolean } = {},
): Date[] {
  const start = dayOf(from);
  return monthsBetween(start, to)
    .map((month) => {
      const date = dayInMonth(month.getFullYear(), month.getMonth(), day);
      return businessDay ? businessDayOnOrBefore(date) : date;
    })
    .filter((date) => date >= start && date <= to);
}
