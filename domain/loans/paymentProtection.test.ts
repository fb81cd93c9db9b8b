import { describe, expect, it } from 'vitest';
import { paymentProtectionCost } from './paymentProtection';

describe('paymentProtectionCost', () => {
  it('is 6 % of the instalment each month, in whole cents, over every instalment', () => {
    expect(paymentProtectionCost(389_12, 36)).toEqual({ monthly: 23_35, total: 23_35 * 36 });
  });

  it('costs nothing without an instalment', () => {
    expect(paymentProtectionCost(0, 12)).toEqual({ monthly: 0, total: 0 });
  });
});
