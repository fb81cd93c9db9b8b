import { describe, expect, it } from 'vitest';
import { bankDayIso } from './bankDay';

describe('the bank day', () => {
  it('turns at midnight in Helsinki, also when asked again within the same minute', () => {
    const at = (iso: string) => bankDayIso(new Date(iso));
    // Winter, UTC+2.
    expect(at('2026-11-27T21:59:00.000Z')).toBe('2026-11-27');
    expect(at('2026-11-27T21:59:59.999Z')).toBe('2026-11-27');
    expect(at('2026-11-27T22:00:00.000Z')).toBe('2026-11-28');
    expect(at('2026-11-27T22:00:59.999Z')).toBe('2026-11-28');
    // Summer, UTC+3; and back in time to a minute asked before.
    expect(at('2026-06-30T20:59:30.000Z')).toBe('2026-06-30');
    expect(at('2026-06-30T21:00:00.000Z')).toBe('2026-07-01');
    expect(at('2026-11-27T21:59:00.000Z')).toBe('2026-11-27');
  });
});
