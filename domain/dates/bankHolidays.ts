import { addDays } from 'date-fns/addDays';
import { isSameDay } from 'date-fns/isSameDay';
import { isWeekend } from 'date-fns/isWeekend';
import { nextFriday } from 'date-fns/nextFriday';
import { startOfDay } from 'date-fns/startOfDay';

/**
 * Finnish banking days: Monday to Friday, except the days Finnish banks are closed. Those are
 * the TARGET2 closing days (New Year's Day, Good Friday, Easter Monday, 1 May, Christmas Day,
 * Boxing Day) and the Finnish holidays on which banks do not settle payments either: Epiphany,
 * Ascension Day, Midsummer Eve, Independence Day and Christmas Eve.
 */

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(year, month - 1, day);
}

/** The weekdays and weekends of the year on which Finnish banks are closed. */
export function bankHolidays(year: number): Date[] {
  const easter = easterSunday(year);
  return [
    new Date(year, 0, 1), // uudenvuodenpäivä
    new Date(year, 0, 6), // loppiainen
    addDays(easter, -2), // pitkäperjantai
    addDays(easter, 1), // 2. pääsiäispäivä
    new Date(year, 4, 1), // vappu
    addDays(easter, 39), // helatorstai
    nextFriday(new Date(year, 5, 18)), // juhannusaatto: the Friday of 19–25 June
    new Date(year, 11, 6), // itsenäisyyspäivä
    new Date(year, 11, 24), // jouluaatto
    new Date(year, 11, 25), // joulupäivä
    new Date(year, 11, 26), // tapaninpäivä
  ];
}

function isBankHoliday(date: Date): boolean {
  return bankHolidays(date.getFullYear()).some((holiday) => isSameDay(holiday, date));
}

/** Whether Finnish banks settle payments on the date's calendar day. */
export function isBankingDay(date: Date): boolean {
  return !isWeekend(date) && !isBankHoliday(date);
}

/** The first banking day after the date's calendar day. */
export function nextBankingDay(date: Date): Date {
  let day = addDays(startOfDay(date), 1);
  while (!isBankingDay(day)) day = addDays(day, 1);
  return day;
}
