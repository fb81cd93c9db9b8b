import { describe, expect, it } from 'vitest';
import { parseIsoDate, toIsoDate } from './dates';
import { bankHolidays, easterSunday, isBankingDay, nextBankingDay } from './bankHolidays';

const day = (iso: string): Date => {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`not a day: ${iso}`);
  return date;
};

describe('easterSunday', () => {
  it.each([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'], // the earliest possible Easter
  ])('%i: %s', (year, easter) => {
    expect(toIsoDate(easterSunday(year))).toBe(easter);
  });
});

describe('bankHolidays', () => {
  it.each([
    [
      2025,
      [
        '01-01',
        '01-06',
        '04-18',
        '04-21',
        '05-01',
        '05-29',
        '06-20',
        '12-06',
        '12-24',
        '12-25',
        '12-26',
      ],
    ],
    [
      2026,
      [
        '01-01',
        '01-06',
        '04-03',
        '04-06',
        '05-01',
        '05-14',
        '06-19',
        '12-06',
        '12-24',
        '12-25',
        '12-26',
      ],
    ],
    [
      2027,
      [
        '01-01',
        '01-06',
        '03-26',
        '03-29',
        '05-01',
        '05-06',
        '06-25',
        '12-06',
        '12-24',
        '12-25',
        '12-26',
      ],
    ],
  ])('%i', (year, days) => {
    expect(bankHolidays(year).map(toIsoDate)).toEqual(
      days.map((monthDay) => `${year}-${monthDay}`),
    );
  });
});

describe('isBankingDay', () => {
  it.each([
    ['2026-11-26', true, 'a Thursday'],
    ['2026-11-28', false, 'a Saturday'],
    ['2026-11-29', false, 'a Sunday'],
    ['2026-01-01', false, "New Year's Day"],
    ['2026-01-06', false, 'Epiphany'],
    ['2026-04-02', true, 'Maundy Thursday'],
    ['2026-04-03', false, 'Good Friday'],
    ['2026-04-06', false, 'Easter Monday'],
    ['2026-04-07', true, 'the Tuesday after Easter'],
    ['2026-05-01', false, 'May Day'],
    ['2026-05-14', false, 'Ascension Day'],
    ['2026-06-19', false, 'Midsummer Eve'],
    ['2026-12-07', true, 'the Monday after Independence Day on a Sunday'],
    ['2025-12-05', true, 'the Friday before Independence Day on a Saturday'],
    ['2026-12-24', false, 'Christmas Eve'],
    ['2026-12-25', false, 'Christmas Day'],
    ['2027-12-06', false, 'Independence Day on a Monday'],
    ['2027-12-31', true, "New Year's Eve"],
  ])('%s is %s (%s)', (iso, banking) => {
    expect(isBankingDay(day(iso))).toBe(banking);
  });

  it('reads the calendar day, whatever the time of day', () => {
    expect(isBankingDay(new Date(2026, 11, 24, 23, 59))).toBe(false);
    expect(isBankingDay(new Date(2026, 11, 23, 0, 1))).toBe(true);
  });
});

describe('nextBankingDay', () => {
  it.each([
    ['2026-11-26', '2026-11-27', 'a Thursday: Friday'],
    ['2026-11-27', '2026-11-30', 'a Friday: Monday'],
    ['2026-04-02', '2026-04-07', 'Maundy Thursday: over Easter'],
    ['2026-06-18', '2026-06-22', 'before Midsummer'],
    ['2026-12-23', '2026-12-28', 'before Christmas'],
    ['2026-12-31', '2027-01-04', "New Year's Eve: over New Year's Day and the weekend"],
    ['2027-01-05', '2027-01-07', 'before Epiphany'],
  ])('after %s comes %s (%s)', (from, next) => {
    expect(toIsoDate(nextBankingDay(day(from)))).toBe(next);
  });

  it('starts from the next calendar day, whatever the time of day', () => {
    expect(toIsoDate(nextBankingDay(new Date(2026, 10, 26, 23, 59)))).toBe('2026-11-27');
  });
});
