import { describe, expect, it } from 'vitest';
import { allocatePayment, openTotal, paidParts, stateAfterPayment } from './allocation';

const debt = { capital: 250_00, interest: 40_00, fees: 5_00, totalPaid: 0 };

describe('allocatePayment', () => {
  it.each([
    [3_00, { fees: 3_00, interest: 0, capital: 0 }],
    [5_00, { fees: 5_00, interest: 0, capital: 0 }],
    [20_00, { fees: 5_00, interest: 15_00, capital: 0 }],
    [45_01, { fees: 5_00, interest: 40_00, capital: 1 }],
    [295_00, { fees: 5_00, interest: 40_00, capital: 250_00 }],
  ])('%i cents go to fees, then interest, then capital', (amount, expected) => {
    expect(allocatePayment(debt, amount)).toEqual(expected);
  });

  it('continues where an earlier partial payment stopped', () => {
    expect(allocatePayment({ ...debt, totalPaid: 30_00 }, 20_00)).toEqual({
      fees: 0,
      interest: 15_00,
      capital: 5_00,
    });
  });

  it('keeps every cent: the parts sum to the payment', () => {
    for (const amount of [1, 499, 501, 4_499, 4_501, 29_499]) {
      const { fees, interest, capital } = allocatePayment({ ...debt, totalPaid: 1 }, amount);
      expect(fees + interest + capital).toBe(amount);
    }
  });

  it('refuses more than is open, and parts of cents', () => {
    expect(() => allocatePayment(debt, 295_01)).toThrow(RangeError);
    expect(() => allocatePayment({ ...debt, totalPaid: 295_00 }, 1)).toThrow(RangeError);
    expect(() => allocatePayment(debt, 1.5)).toThrow(RangeError);
  });
});

describe('paidParts and openTotal', () => {
  it('read the parts paid from the total paid', () => {
    expect(paidParts({ ...debt, totalPaid: 50_00 })).toEqual({
      fees: 5_00,
      interest: 40_00,
      capital: 5_00,
    });
    expect(openTotal({ ...debt, totalPaid: 50_00 })).toBe(245_00);
  });
});

describe('stateAfterPayment', () => {
  it.each([
    [295_00, 'Open', 'Paid'],
    [295_00, 'InvoiceDue', 'Paid'],
    [100_00, 'Open', 'PartiallyPaid'],
    [100_00, 'PartiallyPaid', 'PartiallyPaid'],
    [100_00, 'InvoiceDue', 'InvoiceDue'],
  ] as const)('%i paid of an instalment %s leaves it %s', (totalPaid, state, expected) => {
    expect(stateAfterPayment({ ...debt, totalPaid }, state)).toBe(expected);
  });
});
