import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatShortDate, isBeforeToday, parseIsoDate, toIsoDate } from './dates';

describe('formatDate', () => {
  it('prints day and month with two digits, as the short date needs', () => {
    expect(formatDate(new Date(2026, 1, 1))).toBe('01.02.2026');
    expect(formatDate(new Date(2025, 11, 24, 23, 59))).toBe('24.12.2025');
  });

  it('reads a YYYY-MM-DD string as a calendar date', () => {
    expect(formatDate('2026-02-01')).toBe('01.02.2026');
    expect(formatDate('2024-02-29')).toBe('29.02.2024');
  });

  it('reads ISO date-time strings, with or without seconds, fractions and offsets', () => {
    expect(formatDate('2026-02-01T00:00:00')).toBe('01.02.2026');
    expect(formatDate('2026-02-01T10:30')).toBe('01.02.2026');
    expect(formatDate('2026-02-01T12:00:00.123')).toBe('01.02.2026');
    expect(formatDate(new Date(2026, 1, 1, 12).toISOString())).toBe('01.02.2026');
  });

  it("throws 'Invalid date value' for an invalid Date and for what is neither Date nor string", () => {
    expect(() => formatDate(new Date(Number.NaN))).toThrow(new Error('Invalid date value'));
    for (const junk of [undefined, null, 20260201, {}]) {
      expect(() => formatDate(junk as unknown as string), String(junk)).toThrow(
        new Error('Invalid date value'),
      );
    }
  });

  it("throws 'Unknown date format' for strings of neither form", () => {
    for (const text of ['', '1.2.2026', '2026/02/01', '2026-2-1', '20260201', 'today']) {
      expect(() => formatDate(text), text).toThrow(new Error('Unknown date format'));
    }
  });

  it("throws 'formatDateString failed' for an impossible date of the right form", () => {
    for (const text of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-04-31']) {
      expect(() => formatDate(text), text).toThrow(new Error('formatDateString failed'));
    }
    expect(() => formatDate('2026-02-30T10:00:00')).toThrow(new Error('formatDateString failed'));
    expect(() => formatDate('2026-02-01T25:00:00')).toThrow(new Error('formatDateString failed'));
  });

  describe('west of Greenwich', () => {
    const zone = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = 'Pacific/Honolulu';
    });
    afterAll(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    it('does not move a YYYY-MM-DD due date to the day before', () => {
      expect(new Date('2026-02-01').getDate()).toBe(31); // what a naive reading would show
      expect(formatDate('2026-02-01')).toBe('01.02.2026');
      expect(toIsoDate(parseIsoDate('2026-02-01') ?? new Date(Number.NaN))).toBe('2026-02-01');
    });
  });
});

describe('formatShortDate', () => {
  it('keeps the first 5 characters plus a dot', () => {
    expect(formatShortDate('2026-02-01')).toBe('01.02.');
    expect(formatShortDate(new Date(2026, 11, 31))).toBe('31.12.');
  });
});

describe('parseIsoDate and toIsoDate', () => {
  it('reads a calendar date at local midnight', () => {
    expect(parseIsoDate('2026-02-01')).toEqual(new Date(2026, 1, 1));
    expect(parseIsoDate('0099-01-01')?.getFullYear()).toBe(99);
  });

  it('gives null for impossible dates and other forms', () => {
    for (const text of ['2026-02-30', '2026-13-01', '2026-2-1', '2026-02-01T00:00:00', '']) {
      expect(parseIsoDate(text), text).toBeNull();
    }
  });

  it('refuses to print an invalid Date', () => {
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow(new Error('Invalid date value'));
  });

  it('are inverses for every calendar day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true }),
        (date) => {
          const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
          expect(parseIsoDate(toIsoDate(day))).toEqual(day);
        },
      ),
    );
  });
});

describe('isBeforeToday', () => {
  const today = new Date(2026, 2, 15, 9, 30);

  it('compares calendar days, not times', () => {
    expect(isBeforeToday('2026-03-14', today)).toBe(true);
    expect(isBeforeToday('2026-03-15', today)).toBe(false);
    expect(isBeforeToday(new Date(2026, 2, 15, 0, 1), today)).toBe(false);
    expect(isBeforeToday(new Date(2026, 2, 14, 23, 59), today)).toBe(true);
    expect(isBeforeToday('2026-03-16', today)).toBe(false);
  });

  it('shifts today back by the given number of days (13 days overdue is still a candidate)', () => {
    expect(isBeforeToday('2026-03-02', today, 13)).toBe(false);
    expect(isBeforeToday('2026-03-01', today, 13)).toBe(true);
  });

  it('crosses month and year ends', () => {
    expect(isBeforeToday('2025-12-31', new Date(2026, 0, 1))).toBe(true);
    expect(isBeforeToday('2026-02-28', new Date(2026, 2, 1), 1)).toBe(false);
  });
});
