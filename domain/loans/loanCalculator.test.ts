import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoanOfferRow } from './loanCalculator';
import { STANDARD_LOAN_OFFERS } from './loanOffers';
import {
  COMPANY_LOAN_DEFAULTS,
  EFFECTIVE_RATE_CAP,
  INSTALMENT_FEE_CAP,
  LOAN_CALCULATOR_DEFAULTS,
  MAX_ITERATIONS,
  MONTH_DAYS,
  RATE_TOLERANCE,
  annuityPayment,
  calculateLoan,
  companyLoanDefaultMonths,
  effectiveAnnualRate,
  instalmentFee,
  loanCalculatorLimits,
  matchingOfferRow,
  offerRowForAmount,
  openingFee,
  otherCostsCeiling,
  snapToStep,
} from './loanCalculator';

const [SMALL, BIG] = STANDARD_LOAN_OFFERS as [LoanOfferRow, LoanOfferRow];
const ROWS = [BIG, SMALL];

/**
 * The effective rate computed another way: bisection to 1e-12 on the monthly rate with the
 * payments discounted one by one, then annualised as (1+m)^(365/30.5) − 1.
 */
function referenceRate(received: number, payment: number, months: number): number {
  const presentValue = (m: number) => {
    let sum = 0;
    for (let k = 1; k <= months; k++) sum += payment / (1 + m) ** k;
    return sum;
  };
  let low = -0.5;
  let high = 5;
  while (high - low > 1e-12) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > received) low = middle;
    else high = middle;
  }
  return ((1 + (low + high) / 2) ** (365 / 30.5) - 1) * 100;
}

describe('constants', () => {
  it('carries the calculator defaults and limits of the spec', () => {
    expect(LOAN_CALCULATOR_DEFAULTS).toEqual({
      amount: 10000,
      months: 36,
      amountStep: 1000,
      monthStep: 1,
      typingFallback: 25000,
    });
    expect(COMPANY_LOAN_DEFAULTS).toEqual({ amount: 30000, months: 36, flexLoanMonths: 12 });
    expect([EFFECTIVE_RATE_CAP, INSTALMENT_FEE_CAP, MONTH_DAYS]).toEqual([50.5, 10000, 30.5]);
    expect([RATE_TOLERANCE, MAX_ITERATIONS]).toEqual([0.02, 1000]);
  });

  it('starts a FlexLoan at 12 months and a normal company loan at 36', () => {
    expect(companyLoanDefaultMonths('FlexLoan')).toBe(12);
    expect(companyLoanDefaultMonths('NormalLoan')).toBe(36);
  });
});

describe('offerRowForAmount', () => {
  it('chooses the row by amount band, both ends included', () => {
    expect(offerRowForAmount(ROWS, 1000)).toBe(SMALL);
    expect(offerRowForAmount(ROWS, 4999)).toBe(SMALL);
    expect(offerRowForAmount(ROWS, 5001)).toBe(BIG);
    expect(offerRowForAmount(ROWS, 30000)).toBe(BIG);
  });

  it('gives a shared end to the lower band whatever the order of the table', () => {
    expect(offerRowForAmount([BIG, SMALL], 5000)).toBe(SMALL);
    expect(offerRowForAmount([SMALL, BIG], 5000)).toBe(SMALL);
  });

  it('finds no row outside the table or for a non-number', () => {
    expect(offerRowForAmount(ROWS, 999)).toBeNull();
    expect(offerRowForAmount(ROWS, 30001)).toBeNull();
    expect(offerRowForAmount(ROWS, Number.NaN)).toBeNull();
    expect(offerRowForAmount([], 10000)).toBeNull();
  });
});

describe('matchingOfferRow', () => {
  const at12000 = { ...BIG, MaxLoanAmount: 12000, MinInstallmentCount: 36 };
  const at12000long = { ...BIG, MaxLoanAmount: 12000, MinInstallmentCount: 38 };

  it('matches the maximum amount and a minimum count within 2 months', () => {
    expect(matchingOfferRow([at12000], 12000, 34)).toBe(at12000);
    expect(matchingOfferRow([at12000], 12000, 38)).toBe(at12000);
    expect(matchingOfferRow([at12000], 12000, 39)).toBeNull();
    expect(matchingOfferRow([at12000], 11000, 36)).toBeNull();
  });

  it('prefers the nearest count', () => {
    expect(matchingOfferRow([at12000, at12000long], 12000, 37)).toBe(at12000);
    expect(matchingOfferRow([at12000, at12000long], 12000, 38)).toBe(at12000long);
  });
});

describe('loanCalculatorLimits', () => {
  it('spans the whole table', () => {
    expect(loanCalculatorLimits(ROWS)).toEqual({
      minAmount: 1000,
      maxAmount: 30000,
      minMonths: 6,
      maxMonths: 120,
    });
    expect(loanCalculatorLimits([])).toBeNull();
  });
});

describe('otherCostsCeiling (KSL 7:17a)', () => {
  it('allows 0,01 % a day: 2 000 € over 180 days may cost 36 € (korkotutka.fi example)', () => {
    expect(otherCostsCeiling(2000, 180)).toBeCloseTo(36, 10);
  });

  it('never allows more than 150 € a year', () => {
    expect(otherCostsCeiling(10000, 365)).toBe(150);
    expect(otherCostsCeiling(4000, 365)).toBeCloseTo(146, 10);
  });
});

describe('openingFee', () => {
  it('is the percentage of the amount between the minimum and maximum fee', () => {
    expect(openingFee(BIG, 5000)).toBe(50); // 1 % of 5 000
    expect(openingFee(BIG, 20000)).toBe(60); // 200 € bounded by the maximum
    expect(openingFee(SMALL, 1000)).toBe(20); // the minimum
  });

  it('never exceeds a year of the legal daily cost: 1 000 € at most 36,50 €', () => {
    const dear = { ...SMALL, FeePercentage: 10, OpeningFee: 100, MinOpeningFee: 40 };
    expect(openingFee(dear, 1000)).toBe(36.5);
    expect(openingFee(dear, 1000, 0.02)).toBe(73);
  });

  it('never exceeds the 150 € of a year however high the table goes', () => {
    const dear = { ...BIG, FeePercentage: 3, OpeningFee: 500 };
    expect(openingFee(dear, 20000)).toBe(150);
  });
});

describe('instalmentFee', () => {
  it('charges the percentage on at most the first 10 000 €', () => {
    expect(instalmentFee(BIG, 8000)).toBe(6); // 0,075 % of 8 000
    expect(instalmentFee(BIG, 10000)).toBe(7.5);
    expect(instalmentFee(BIG, 25000)).toBe(7.5);
  });
});

describe('annuityPayment', () => {
  it('repays 10 000 € at 7,9 % over 36 months with 312,90 € a month', () => {
    // Hand check: r = 0,079/12 = 0,0065833…; (1+r)^36 = 1,26645; 10 000·r/(1 − 1/1,26645)
    // = 312,9025; the 0,0001 added to the percentage makes it 312,9030.
    expect(annuityPayment(10000, 7.9, 36)).toBeCloseTo(312.903, 3);
  });

  it('still works at 0 %: the amount split evenly', () => {
    expect(annuityPayment(10000, 0, 36)).toBeCloseTo(10000 / 36, 2);
    expect(annuityPayment(1200, 0, 12)).toBeCloseTo(100, 2);
  });

  it('raises an error when there are fewer than one period', () => {
    expect(() => annuityPayment(10000, 7.9, 0)).toThrow(/periods/);
  });

  it('lowers the instalment for every extra month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 30000 }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.integer({ min: 1, max: 179 }),
        (amount, rate, months) => {
          expect(annuityPayment(amount, rate, months + 1)).toBeLessThan(
            annuityPayment(amount, rate, months),
          );
        },
      ),
    );
  });
});

describe('effectiveAnnualRate', () => {
  // A representative example as KSL 7:8 wants it in advertising: 10 000 €, 36 months, 7,9 %,
  // opening fee 60 €, 7,50 € a month (150 € of other costs in the first year, the legal maximum).
  const example = {
    amount: 10000,
    openingFee: 60,
    instalmentAmount: 312.9,
    monthlyFee: 7.5,
    months: 36,
  };

  it('gives 10,36 % for the representative example, as a spreadsheet does', () => {
    // =(1+RATE(36;-320,40;9940))^(365/30,5)-1 evaluates to 10,3626 %
    // (computed with mpmath at 40 digits, solving the same equation).
    expect(effectiveAnnualRate(example)).toBeCloseTo(10.3626, 2);
  });

  it('agrees with an independent bisection to 0,01 points', () => {
    const independent = referenceRate(9940, 320.4, 36);
    expect(Math.abs(effectiveAnnualRate(example) - independent)).toBeLessThan(0.01);
  });

  it('agrees with the independent bisection on any sensible loan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 50000 }),
        fc.double({ min: 0, max: 40, noNaN: true }),
        fc.integer({ min: 1, max: 120 }),
        fc.double({ min: 0, max: 0.05, noNaN: true }),
        fc.double({ min: 0, max: 15, noNaN: true }),
        (amount, rate, months, openingShare, monthlyFee) => {
          const instalmentAmount = annuityPayment(amount, rate, months);
          const opening = amount * openingShare;
          const ours = effectiveAnnualRate({
            amount,
            openingFee: opening,
            instalmentAmount,
            months,
            monthlyFee,
          });
          const theirs = referenceRate(amount - opening, instalmentAmount + monthlyFee, months);
          expect(Math.abs(ours - theirs)).toBeLessThan(0.01);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is the nominal rate compounded when there are no fees', () => {
    // No fees: X = (1 + 0,079/12)^(365/30,5) − 1 = 8,1747 %.
    const rate = effectiveAnnualRate({
      amount: 10000,
      openingFee: 0,
      instalmentAmount: annuityPayment(10000, 7.9, 36),
      months: 36,
    });
    expect(rate).toBeCloseTo(((1 + 0.079 / 12) ** (365 / 30.5) - 1) * 100, 2);
  });

  it('finds the rate of a very dear quick loan within the iteration limit', () => {
    // 300 € repaid with two payments of 200 €: about 21,5 % a month, some 930 % a year.
    const rate = effectiveAnnualRate({
      amount: 300,
      openingFee: 0,
      instalmentAmount: 200,
      months: 2,
    });
    expect(rate).toBeCloseTo(referenceRate(300, 200, 2), 1);
    expect(rate).toBeGreaterThan(900);
  });

  it('goes up with the opening fee and with the monthly fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 149 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 1500 }),
        (fee, more, monthlyFeeCents) => {
          const base = { amount: 5000, instalmentAmount: 160, months: 36 };
          const monthlyFee = monthlyFeeCents / 100;
          const lower = effectiveAnnualRate({ ...base, openingFee: fee, monthlyFee });
          const higher = effectiveAnnualRate({ ...base, openingFee: fee + more, monthlyFee });
          expect(higher).toBeGreaterThan(lower);
          const dearer = effectiveAnnualRate({
            ...base,
            openingFee: fee,
            monthlyFee: monthlyFee + 1,
          });
          expect(dearer).toBeGreaterThan(lower);
        },
      ),
    );
  });

  it('raises an error when there are fewer than one period', () => {
    expect(() => effectiveAnnualRate({ ...example, months: 0 })).toThrow(/periods/);
    expect(() => effectiveAnnualRate({ ...example, months: -3 })).toThrow(Error);
  });

  it('raises an error when the iterations run out', () => {
    expect(() => effectiveAnnualRate(example, { tolerance: 0, maxIterations: 2 })).toThrow(
      /iterations/,
    );
  });

  it('refuses payments that cannot be a loan', () => {
    expect(() => effectiveAnnualRate({ ...example, openingFee: 10000 })).toThrow(RangeError);
    expect(() => effectiveAnnualRate({ ...example, instalmentAmount: 0, monthlyFee: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('calculateLoan', () => {
  it('prices the representative example: 320,40 € a month, 10,36 %', () => {
    const result = calculateLoan({ rows: ROWS, amount: 10000, months: 36 });
    expect(result).toEqual({
      ok: true,
      offer: {
        Amount: 10000,
        InstallmentCount: 36,
        InstallmentAmount: 320.4,
        OpeningFee: 60,
        MonthlyFee: 7.5,
        InstallmentFee: 7.5,
        CompanyLoanType: null,
        effectiveAnnualRate: 10.36,
        totalRepayment: 11594.4, // 36 × 320,40 + 60
        interestRate: 7.9,
        exceedsRateCap: false,
      },
    });
  });

  it('lowers the monthly fee so that the first year costs at most 150 €', () => {
    const dearer = { ...BIG, InstallmentFeePercentage: 0.1 }; // 10 € a month
    const result = calculateLoan({ rows: [dearer], amount: 10000, months: 36 });
    // 60 € opening fee leaves 90 € for 12 months.
    expect(result.ok && result.offer.MonthlyFee).toBe(7.5);
  });

  it('keeps a six-month loan within the 0,01 % a day of its 183 days', () => {
    const result = calculateLoan({ rows: ROWS, amount: 3000, months: 6 });
    if (!result.ok) throw new Error('expected an offer');
    const { OpeningFee, MonthlyFee } = result.offer;
    // 3 000 € × 0,01 % × 183 days = 54,90 €; the 50 € opening fee leaves 4,90 € for six months,
    // so the 2,10 € fee of the table becomes 0,81 €.
    expect(OpeningFee).toBe(50);
    expect(MonthlyFee).toBe(0.81);
    expect(OpeningFee + 6 * MonthlyFee).toBeLessThanOrEqual(otherCostsCeiling(3000, 183));
  });

  it('cuts the opening fee itself when a short loan leaves no room for it', () => {
    const result = calculateLoan({ rows: ROWS, amount: 1000, months: 6 });
    if (!result.ok) throw new Error('expected an offer');
    // 1 000 € × 0,01 % × 183 days = 18,30 €: less than the 20 € minimum opening fee.
    expect(result.offer.OpeningFee).toBe(18.3);
    expect(result.offer.MonthlyFee).toBe(0);
  });

  it('clamps the duration to what the amount band allows', () => {
    const result = calculateLoan({ rows: ROWS, amount: 3000, months: 96 });
    expect(result.ok && result.offer.InstallmentCount).toBe(60);
  });

  it('reports a typed failure when no row covers the amount', () => {
    expect(calculateLoan({ rows: ROWS, amount: 40000, months: 36 })).toEqual({
      ok: false,
      reason: 'no_offer_for_amount',
    });
  });

  it('scales the instalment fee down to the largest that keeps the rate under the cap', () => {
    // A dear small loan where the law's cost ceiling is lifted (1 % a day) to test the cap.
    const dear = {
      ...SMALL,
      InterestRate: 20,
      OpeningFee: 60,
      MinOpeningFee: 60,
      InstallmentFeePercentage: 5,
    };
    const uncapped = calculateLoan({
      rows: [dear],
      amount: 1000,
      months: 12,
      dailyFeePercentage: 1,
      rateCap: 99,
    });
    const capped = calculateLoan({
      rows: [dear],
      amount: 1000,
      months: 12,
      dailyFeePercentage: 1,
      rateCap: 40,
    });
    if (!uncapped.ok || !capped.ok) throw new Error('expected offers');
    expect(uncapped.offer.MonthlyFee).toBe(7.5); // (150 − 60) / 12
    expect(uncapped.offer.effectiveAnnualRate).toBeGreaterThan(40);
    const { MonthlyFee, effectiveAnnualRate: rate, InstallmentAmount } = capped.offer;
    expect(MonthlyFee).toBeLessThan(7.5);
    expect(MonthlyFee).toBeGreaterThan(0);
    expect(rate).toBeLessThanOrEqual(40);
    expect(capped.offer.exceedsRateCap).toBe(false);
    const annuity = InstallmentAmount - MonthlyFee;
    const oneCentMore = effectiveAnnualRate({
      amount: 1000,
      openingFee: 60,
      instalmentAmount: annuity,
      months: 12,
      monthlyFee: MonthlyFee + 0.01,
    });
    expect(oneCentMore).toBeGreaterThan(40);
  });

  it('drops the fee to nothing and says so when even that stays above the cap', () => {
    const result = calculateLoan({ rows: ROWS, amount: 10000, months: 36, rateCap: 5 });
    expect(result.ok && result.offer).toMatchObject({ MonthlyFee: 0, exceedsRateCap: true });
  });

  it('asks less each month for a longer loan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 12, max: 119 }),
        (k, months) => {
          const amount = k * 1000;
          const shorter = calculateLoan({ rows: ROWS, amount, months });
          const longer = calculateLoan({ rows: ROWS, amount, months: months + 1 });
          if (!shorter.ok || !longer.ok) throw new Error('expected offers');
          if (longer.offer.InstallmentCount > shorter.offer.InstallmentCount) {
            expect(longer.offer.InstallmentAmount).toBeLessThan(shorter.offer.InstallmentAmount);
          }
        },
      ),
    );
  });
});

describe('snapToStep', () => {
  const amountSlider = { min: 1000, max: 30000, step: 1000 };

  it('moves a typed amount to the nearest step, halfway up', () => {
    expect(snapToStep(12345, amountSlider)).toBe(12000);
    expect(snapToStep(12500, amountSlider)).toBe(13000);
    expect(snapToStep('12 600', amountSlider)).toBe(13000);
    expect(snapToStep('7499,99', amountSlider)).toBe(7000);
  });

  it('keeps the value inside the slider', () => {
    expect(snapToStep(0, amountSlider)).toBe(1000);
    expect(snapToStep(99999, amountSlider)).toBe(30000);
  });

  it('falls back to 25 000 for what is not a number, then snaps', () => {
    expect(snapToStep('abc', amountSlider)).toBe(25000);
    expect(snapToStep('', amountSlider)).toBe(25000);
    expect(snapToStep(Number.NaN, amountSlider)).toBe(25000);
    expect(snapToStep(undefined, { min: 1000, max: 20000, step: 1000 })).toBe(20000);
  });

  it('never lands above a maximum that is off the grid', () => {
    expect(snapToStep(2549, { min: 0, max: 2550, step: 100 })).toBe(2500);
    expect(snapToStep(2550, { min: 0, max: 2550, step: 100 })).toBe(2500);
  });

  it('lands on the grid inside the slider and stays there', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 50000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.double({ noNaN: false }),
        (min, span, step, typed) => {
          const slider = { min, max: min + span, step };
          const snapped = snapToStep(typed, slider);
          expect(snapped).toBeGreaterThanOrEqual(slider.min);
          expect(snapped).toBeLessThanOrEqual(slider.max);
          expect((snapped - min) % step).toBe(0);
          expect(snapToStep(snapped, slider)).toBe(snapped);
        },
      ),
    );
  });
});
