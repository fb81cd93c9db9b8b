import { addDays } from 'date-fns/addDays';
import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../../domain/dates/dates';
import { formatDay, parseDay } from './dayText';

describe('formatDay', () => {
  it.each([
    ['fi', '2026-11-25', '25.11.2026'],
    ['fi', '2026-02-05', '5.2.2026'],
    ['sv', '2026-02-05', '5.2.2026'],
    ['en', '2026-02-05', '05/02/2026'],
    ['en', '2026-11-25', '25/11/2026'],
  ])('%s writes %s as %s', (language, day, written) => {
    expect(formatDay(day, language)).toBe(written);
  });

  it('writes an unknown language as Finnish', () => {
    expect(formatDay('2026-02-05', 'de')).toBe('5.2.2026');
  });

  it('keeps what is no day as it is', () => {
    for (const text of ['', '25.11.', '2026-02-30', 'huomenna']) {
      expect(formatDay(text, 'fi'), text).toBe(text);
    }
  });
});

describe('parseDay', () => {
  it.each([
    ['fi', '25.11.2026', '2026-11-25'],
    ['fi', '5.2.2026', '2026-02-05'],
    ['fi', '05.02.2026', '2026-02-05'],
    ['fi', '5.2.26', '2026-02-05'],
    ['fi', ' 5. 2. 2026 ', '2026-02-05'],
    ['fi', '5/2/2026', '2026-02-05'],
    ['sv', '5.2.2026', '2026-02-05'],
    ['en', '05/02/2026', '2026-02-05'],
    ['en', '5.2.2026', '2026-02-05'],
    ['en', '2026-02-05', '2026-02-05'],
    ['fi', '2026-02-05', '2026-02-05'],
  ])('%s reads %j as %s', (language, text, day) => {
    expect(parseDay(text, language)).toBe(day);
  });

  it.each(['', '25.11.', '25.11.202', '30.2.2026', '29.2.2025', '32.1.2026', '1.13.2026', 'eilen'])(
    'keeps %j as typed: the form says it is no day',
    (text) => {
      expect(parseDay(text, 'fi')).toBe(text);
    },
  );

  it('reads back every day it writes, in every language', () => {
    for (const language of ['fi', 'sv', 'en']) {
      for (let day = new Date(2026, 0, 1); day.getFullYear() === 2026; day = addDays(day, 1)) {
        expect(parseDay(formatDay(toIsoDate(day), language), language)).toBe(toIsoDate(day));
      }
    }
  });
});
