import { describe, expect, it } from 'vitest';
import {
  earliestStatementStart,
  STATEMENT_PERIOD_MESSAGES,
  statementPeriodProblems,
} from './statementPeriod';

const TODAY = '2026-11-26';
const fine = { start: null, end: null };

describe('an account statement’s period', () => {
  it('may be one day, or up to 24 months ending today', () => {
    expect(statementPeriodProblems({ start: TODAY, end: TODAY }, TODAY)).toEqual(fine);
    expect(statementPeriodProblems({ start: '2024-11-26', end: TODAY }, TODAY)).toEqual(fine);
  });

  it('is refused on its start when longer than 24 months', () => {
    expect(statementPeriodProblems({ start: '2024-11-25', end: TODAY }, TODAY)).toEqual({
      start: STATEMENT_PERIOD_MESSAGES.tooLong,
      end: null,
    });
  });

  it('is refused on its end when the end comes before the start', () => {
    expect(statementPeriodProblems({ start: '2026-10-02', end: '2026-10-01' }, TODAY)).toEqual({
      start: null,
      end: STATEMENT_PERIOD_MESSAGES.endBeforeStart,
    });
  });

  it('is refused on its end when the end is still to come, but only when today is known', () => {
    expect(statementPeriodProblems({ start: TODAY, end: '2026-11-27' }, TODAY)).toEqual({
      start: null,
      end: STATEMENT_PERIOD_MESSAGES.endInFuture,
    });
    expect(statementPeriodProblems({ start: TODAY, end: '2026-11-27' })).toEqual(fine);
  });

  it('leaves dates that are no calendar dates to the schema', () => {
    expect(statementPeriodProblems({ start: '2026-02-30', end: 'huomenna' }, TODAY)).toEqual(fine);
  });

  it('counts 24 months back by the calendar, the end of a month kept', () => {
    expect(earliestStatementStart('2026-02-28')).toBe('2024-02-28');
    expect(earliestStatementStart('2024-02-29')).toBe('2022-02-28');
    expect(earliestStatementStart('2026-02-30')).toBeNull();
  });

  it('names the limit in its message', () => {
    expect(STATEMENT_PERIOD_MESSAGES.tooLong).toContain('24');
  });
});
