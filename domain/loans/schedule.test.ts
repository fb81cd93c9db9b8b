import { describe, expect, it } from 'vitest';
import { annuityPayment } from './loanCalculator';
import { annuitySchedule } from './schedule';

const plan = (principal: number, ratePercent: number, count: number) =>
  annuitySchedule({
    principal,
    ratePercent,
    count,
    monthlyFee: 500,
    firstDueDate: new Date(2026, 0, 31),
  });

describe('an annuity schedule in cents', () => {
  it.each([
    [1_000_00, 7.9, 12],
    [12_000_00, 9.9, 36],
    [30_000_00, 15, 120],
  ])(
    'of %i cents at %f %% over %i months pays back exactly the capital',
    (principal, rate, count) => {
      const schedule = plan(principal, rate, count);
      expect(schedule).toHaveLength(count);
      expect(schedule.reduce((sum, instalment) => sum + instalment.capital, 0)).toBe(principal);
      expect(schedule.map((instalment) => instalment.order)).toEqual(
        Array.from({ length: count }, (_, index) => index + 1),
      );
    },
  );

  it('keeps the annuity: every instalment but the last pays the same capital and interest', () => {
    const schedule = plan(12_000_00, 9.9, 36);
    const payment = Math.round(annuityPayment(12_000, 9.9, 36) * 100);
    for (const instalment of schedule.slice(0, -1)) {
      expect(instalment.capital + instalment.interest).toBe(payment);
      expect(instalment.fees).toBe(500);
    }
    const last = schedule.at(-1)!;
    expect(Math.abs(last.capital + last.interest - payment)).toBeLessThanOrEqual(36);
  });

  it('falls due a month apart, at the end of a shorter month on its last day', () => {
    const dates = plan(1_000_00, 7.9, 3).map((instalment) => instalment.dueDate.toDateString());
    expect(dates).toEqual([
      new Date(2026, 0, 31).toDateString(),
      new Date(2026, 1, 28).toDateString(),
      new Date(2026, 2, 31).toDateString(),
    ]);
  });
});
