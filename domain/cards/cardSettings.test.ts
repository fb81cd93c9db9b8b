import { describe, expect, it } from 'vitest';
import { readMessageCode } from '../errors/message';
import type { CardUsageLimits } from './cards';
import {
  restrictionsRefusal,
  settingsRequestProblems,
  usageLimitRangeProblems,
  usageLimitsRefusal,
} from './cardSettings';

const LIMITS: CardUsageLimits = {
  DailyLimitATM: 40_000,
  MonthlyLimitATM: 100_000,
  DailyLimitUsage: 200_000,
  MonthlyLimitUsage: 500_000,
};
const REGIONS = {
  africa: true,
  europe: false,
  oceania: false,
  northAmerica: false,
  southAmerica: true,
  asia: false,
  home: false,
};
const physical = {
  CardTypeEnum: 'PHYSICAL_CARD',
  IsCardUsageLimitsEditingAllowed: true,
  IsCardRestrictionsEditingAllowed: true,
} as const;

describe('one setting per call', () => {
  it('accepts either setting alone, refuses neither and both', () => {
    expect(settingsRequestProblems({ CreditCardUsageLimits: LIMITS }).requestObject).toBeNull();
    expect(settingsRequestProblems({ CreditCardRestrictions: REGIONS }).requestObject).toBeNull();
    expect(settingsRequestProblems({}).requestObject).toBe('cards.validation.oneSettingPerCall');
    expect(
      settingsRequestProblems({ CreditCardUsageLimits: LIMITS, CreditCardRestrictions: REGIONS })
        .requestObject,
    ).toBe('cards.validation.oneSettingPerCall');
  });
});

describe('limits within the sliders’ maxima', () => {
  it('allows 0 and each maximum exactly', () => {
    const maxima = {
      DailyLimitATM: 100_000,
      MonthlyLimitATM: 200_000,
      DailyLimitUsage: 1_000_000,
      MonthlyLimitUsage: 2_000_000,
    };
    expect(Object.values(usageLimitRangeProblems(maxima))).toEqual([null, null, null, null]);
    expect(Object.values(usageLimitRangeProblems({ ...maxima, DailyLimitATM: 0 }))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('names each limit over its maximum, with the maximum in cents', () => {
    const problems = usageLimitRangeProblems({
      ...LIMITS,
      DailyLimitATM: 100_001,
      MonthlyLimitUsage: -1,
    });
    expect(readMessageCode(problems.DailyLimitATM!)).toEqual({
      key: 'cards.validation.limitRange',
      values: { max: 100_000 },
    });
    expect(readMessageCode(problems.MonthlyLimitUsage!)?.values).toEqual({ max: 2_000_000 });
    expect(problems.DailyLimitUsage).toBeNull();
  });
});

describe('what the card lets be changed', () => {
  it('refuses any limit when the bank’s flag is off', () => {
    const refusal = usageLimitsRefusal(
      { ...physical, IsCardUsageLimitsEditingAllowed: false },
      LIMITS,
      LIMITS,
    );
    expect(refusal).toEqual({
      field: 'requestObject.CreditCardUsageLimits',
      reason: 'cards.refusals.limitsNotEditable',
    });
  });

  it('a virtual card keeps its cash limits, whatever else changes', () => {
    const virtual = { ...physical, CardTypeEnum: 'VIRTUAL_CARD' } as const;
    const current = { ...LIMITS, DailyLimitATM: 0, MonthlyLimitATM: 0 };
    expect(usageLimitsRefusal(virtual, current, { ...current, DailyLimitUsage: 1000 })).toBeNull();
    expect(usageLimitsRefusal(virtual, current, { ...current, MonthlyLimitATM: 100 })).toEqual({
      field: 'requestObject.CreditCardUsageLimits.MonthlyLimitATM',
      reason: 'cards.refusals.noCashOnVirtualCard',
    });
  });

  it('a physical card may change all four', () => {
    expect(usageLimitsRefusal(physical, LIMITS, { ...LIMITS, DailyLimitATM: 10_000 })).toBeNull();
  });

  it('blocked regions follow their own flag', () => {
    expect(restrictionsRefusal(physical)).toBeNull();
    expect(restrictionsRefusal({ IsCardRestrictionsEditingAllowed: false })?.reason).toBe(
      'cards.refusals.regionsNotEditable',
    );
  });
});
