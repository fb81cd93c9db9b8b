import { describe, expect, it } from 'vitest';
import { cardOrderProblems, creditCardLimitProblem } from './cardOrder';

const limits = (atm: number) => ({
  DailyLimitATM: atm,
  MonthlyLimitATM: atm,
  DailyLimitUsage: 100_000,
  MonthlyLimitUsage: 300_000,
});
const problemsOf = (order: Parameters<typeof cardOrderProblems>[0]) =>
  Object.entries(cardOrderProblems(order)).filter(([, problem]) => problem !== null);

describe('ordering a business card', () => {
  it('a physical card may withdraw cash within the ATM maxima', () => {
    expect(
      problemsOf({ CardTypeEnum: 'PHYSICAL_CARD', CreditCardUsageLimits: limits(50_000) }),
    ).toEqual([]);
  });

  it('a virtual card has no cash limits', () => {
    expect(problemsOf({ CardTypeEnum: 'VIRTUAL_CARD', CreditCardUsageLimits: limits(0) })).toEqual(
      [],
    );
    expect(
      problemsOf({ CardTypeEnum: 'VIRTUAL_CARD', CreditCardUsageLimits: limits(100) }),
    ).toEqual([
      ['CreditCardUsageLimits.DailyLimitATM', 'cards.refusals.noCashOnVirtualCard'],
      ['CreditCardUsageLimits.MonthlyLimitATM', 'cards.refusals.noCashOnVirtualCard'],
    ]);
  });

  it('names each limit over its maximum', () => {
    const order = {
      CardTypeEnum: 'PHYSICAL_CARD' as const,
      CreditCardUsageLimits: { ...limits(0), MonthlyLimitUsage: 2_000_001 },
    };
    expect(problemsOf(order).map(([field]) => field)).toEqual([
      'CreditCardUsageLimits.MonthlyLimitUsage',
    ]);
  });
});

describe('a business credit card’s limit', () => {
  it('is at most the company’s card credit', () => {
    expect(creditCardLimitProblem(1_000_000, 1_000_000)).toBeNull();
    expect(creditCardLimitProblem(1_000_001, 1_000_000)).toBe(
      'cards.validation.limitOverCredit|{"max":1000000}',
    );
  });
});
