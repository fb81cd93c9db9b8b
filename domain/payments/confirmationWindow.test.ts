import { describe, expect, it } from 'vitest';
import { CONFIRMATION_WINDOW_MINUTES, isConfirmationExpired } from './confirmationWindow';

const confirmedAt = new Date('2026-11-26T10:00:00Z');
const after = (minutes: number) => new Date(confirmedAt.getTime() + minutes * 60_000);

describe('a confirmed payment’s window', () => {
  it('is 15 minutes', () => {
    expect(CONFIRMATION_WINDOW_MINUTES).toBe(15);
  });

  it.each([
    [0, false],
    [15, false],
    [15.01, true],
    [60 * 24, true],
  ])('%s minutes after confirmation: expired %s', (minutes, expired) => {
    expect(isConfirmationExpired(confirmedAt, after(minutes))).toBe(expired);
  });
});
