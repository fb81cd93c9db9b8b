import { describe, expect, it } from 'vitest';
import { remainingCapital } from './remainingCapital';

describe('remainingCapital', () => {
  it('is the capital less what of it is paid', () => {
    expect(remainingCapital({ Capital: 10_000_00, CapitalPaid: 3_200_00 })).toBe(6_800_00);
  });

  it('is 0, not negative, once more than the capital is paid', () => {
    expect(remainingCapital({ Capital: 1_000_00, CapitalPaid: 1_000_50 })).toBe(0);
  });
});
