import { describe, expect, it } from 'vitest';
import { fundingTotals, openAmount, salesAdvance } from './fundingTotals';

describe('the bank’s advance on a sales invoice', () => {
  it('is 80 % of the invoice in whole cents, rounded down', () => {
    expect(salesAdvance(1_000_00)).toBe(800_00);
    expect(salesAdvance(999)).toBe(799);
    expect(salesAdvance(1)).toBe(0);
  });
});

describe('the invoice funding’s totals', () => {
  const LIMIT = 100_000_00;

  it('are the limit untouched when nothing is funded', () => {
    expect(fundingTotals([], LIMIT)).toEqual({
      fundingLimit: LIMIT,
      funded: 0,
      open: 0,
      available: LIMIT,
    });
  });

  it('count the open invoices’ advances and amounts; handling ones use the limit, paid ones not', () => {
    const totals = fundingTotals(
      [
        { state: 'Funded', amount: 10_000_00, fundedAmount: 8_000_00 },
        { state: 'Overdue', amount: 5_000_00, fundedAmount: 4_000_00 },
        { state: 'Handling', amount: 2_500_00, fundedAmount: 2_000_00 },
        { state: 'Paid', amount: 50_000_00, fundedAmount: 40_000_00 },
      ],
      LIMIT,
    );
    expect(totals).toEqual({
      fundingLimit: LIMIT,
      funded: 12_000_00,
      open: 15_000_00,
      available: LIMIT - 12_000_00 - 2_000_00,
    });
  });

  it('never show less than nothing available', () => {
    const totals = fundingTotals([{ state: 'Funded', amount: 3_00, fundedAmount: 3_00 }], 1_00);
    expect(totals.available).toBe(0);
  });

  it('treat a paid invoice as having nothing open', () => {
    expect(openAmount({ state: 'Paid', amount: 5_00 })).toBe(0);
    expect(openAmount({ state: 'Overdue', amount: 5_00 })).toBe(5_00);
  });
});
