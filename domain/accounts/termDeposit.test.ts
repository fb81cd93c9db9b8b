import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TermDepositOffer } from './termDeposit';
import {
  TERM_DEPOSIT_DEFAULTS,
  TERM_DEPOSIT_RATE_DEFAULT,
  termDepositCalculation,
  termDepositInterest,
  termDepositRate,
} from './termDeposit';

/** An offers answer as the bank sends it: unordered, amounts repeated per duration. */
const ITEMS: TermDepositOffer[] = [
  { Amount: 50000, DurationInMonths: 12, InterestRate: 2.5 },
  { Amount: 1000, DurationInMonths: 24, InterestRate: 2.2 },
  { Amount: 1000, DurationInMonths: 12, InterestRate: 2.0 },
  { Amount: 50000, DurationInMonths: 24, InterestRate: 2.6 },
  { Amount: 1000, DurationInMonths: 6 },
];

describe('termDepositCalculation', () => {
  it('lists amounts and durations ascending, each once, with their spans', () => {
    const calculation = termDepositCalculation(ITEMS);
    expect(calculation).toMatchObject({
      amounts: [1000, 50000],
      durations: [6, 12, 24],
      minAmount: 1000,
      maxAmount: 50000,
      minDuration: 6,
      maxDuration: 24,
    });
  });

  it('sorts the offers by amount, then by duration', () => {
    const offers = termDepositCalculation(ITEMS)?.offers ?? [];
    expect(offers.map((o) => [o.Amount, o.DurationInMonths])).toEqual([
      [1000, 6],
      [1000, 12],
      [1000, 24],
      [50000, 12],
      [50000, 24],
    ]);
  });

  it('starts at 10 000 € and 24 months when the offers allow them', () => {
    expect(TERM_DEPOSIT_DEFAULTS).toEqual({ amount: 10000, months: 24 });
    expect(termDepositCalculation(ITEMS)).toMatchObject({
      defaultAmount: 10000,
      defaultDuration: 24,
    });
  });

  it('clamps the default amount into the offered span', () => {
    const small = [
      { Amount: 500, DurationInMonths: 12 },
      { Amount: 5000, DurationInMonths: 12 },
    ];
    expect(termDepositCalculation(small)?.defaultAmount).toBe(5000);
    const large = [{ Amount: 20000, DurationInMonths: 12 }];
    expect(termDepositCalculation(large)?.defaultAmount).toBe(20000);
  });

  it('takes the offered duration nearest to 24 months, the shorter on a tie', () => {
    const around = (months: number[]) =>
      termDepositCalculation(months.map((m) => ({ Amount: 1000, DurationInMonths: m })))
        ?.defaultDuration;
    expect(around([3, 6, 12])).toBe(12);
    expect(around([36, 48])).toBe(36);
    expect(around([12, 36])).toBe(12);
    expect(around([18, 36])).toBe(18);
  });

  it('leaves out items without a positive amount and whole months', () => {
    const calculation = termDepositCalculation([
      { Amount: 0, DurationInMonths: 12 },
      { Amount: 1000, DurationInMonths: 0 },
      { Amount: Number.NaN, DurationInMonths: 12 },
      { Amount: 1000, DurationInMonths: 1.5 },
      { Amount: 2000, DurationInMonths: 12 },
    ]);
    expect(calculation?.offers).toEqual([{ Amount: 2000, DurationInMonths: 12 }]);
  });

  it('has nothing to show without offers', () => {
    expect(termDepositCalculation([])).toBeNull();
  });

  it('does not reorder the list it was given', () => {
    const items = [...ITEMS];
    termDepositCalculation(items);
    expect(items).toEqual(ITEMS);
  });
});

describe('termDepositRate', () => {
  it('uses the highest tier the amount reaches for that duration', () => {
    expect(termDepositRate(ITEMS, 10000, 24)).toBe(2.2);
    expect(termDepositRate(ITEMS, 50000, 24)).toBe(2.6);
    expect(termDepositRate(ITEMS, 75000, 12)).toBe(2.5);
  });

  it('falls back to the configured 2,2 % when the offer carries no rate', () => {
    expect(TERM_DEPOSIT_RATE_DEFAULT).toBe(2.2);
    expect(termDepositRate(ITEMS, 5000, 6)).toBe(2.2);
  });

  it('has no rate below the lowest tier or for a duration not offered', () => {
    expect(termDepositRate(ITEMS, 999, 12)).toBeNull();
    expect(termDepositRate(ITEMS, 10000, 36)).toBeNull();
  });
});

describe('termDepositInterest', () => {
  it('pays simple interest at maturity: 10 000 € at 2,2 % for 24 months is 440 €', () => {
    expect(termDepositInterest(1_000_000, 2.2, 24)).toBe(44_000);
  });

  it('counts a month as a twelfth of a year: 5 000 € at 2,2 % for 6 months is 55 €', () => {
    expect(termDepositInterest(500_000, 2.2, 6)).toBe(5_500);
  });

  it('rounds to the cent: 1 234,56 € at 1,5 % for 7 months is 10,80 €', () => {
    // 1 234,56 × 0,015 × 7 / 12 = 10,8024
    expect(termDepositInterest(123_456, 1.5, 7)).toBe(1_080);
  });

  it('grows in step with the months, within a cent of rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_00, max: 1_000_000_00 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 60 }),
        (cents, rateHundredths, months) => {
          const rate = rateHundredths / 100;
          const whole = termDepositInterest(cents, rate, 2 * months);
          const half = termDepositInterest(cents, rate, months);
          expect(Math.abs(whole - 2 * half)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
