import { parseIsoDate } from '../../domain/dates/dates';

// The bank keeps Finnish time whatever the server's zone: a payment made at 01.30 in Helsinki
// belongs to that day even when the server's clock (UTC) still says yesterday.
const HELSINKI_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Helsinki',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// Every request asks for the day, and formatting it in a time zone is slow: the last minute's
// answer is kept. Helsinki's offsets are whole hours, so its day turns on a whole minute.
const MINUTE_MS = 60_000;
let lastMinute = NaN;
let lastDay = '';

/** The bank's calendar day at `now`, `YYYY-MM-DD` (Europe/Helsinki). */
export function bankDayIso(now: Date): string {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (minute !== lastMinute) {
    lastDay = HELSINKI_DAY.format(now);
    lastMinute = minute;
  }
  return lastDay;
}

/** The bank's calendar day at `now` as the domain's rules read a day: local midnight. */
export function bankDay(now: Date): Date {
  return parseIsoDate(bankDayIso(now))!;
}
