/** Ordering a business card: its limits within the sliders' maxima, and no cash on a virtual card. */
import { code } from '../errors/message';
import type { Cents } from '../money/money';
import type { CardKind, CardUsageLimits } from './cards';
import { usageLimitRangeProblems } from './cardSettings';

export interface CardOrder {
  CardTypeEnum: CardKind;
  CreditCardUsageLimits: CardUsageLimits;
}

/** Each limit's problem, under `CreditCardUsageLimits`; a virtual card's ATM limits must be 0. */
export function cardOrderProblems({ CardTypeEnum, CreditCardUsageLimits: limits }: CardOrder) {
  const ranges = usageLimitRangeProblems(limits);
  const cash = (field: 'DailyLimitATM' | 'MonthlyLimitATM') =>
    ranges[field] ??
    (CardTypeEnum === 'VIRTUAL_CARD' && limits[field] !== 0
      ? code('cards.refusals.noCashOnVirtualCard')
      : null);
  return {
    'CreditCardUsageLimits.DailyLimitATM': cash('DailyLimitATM'),
    'CreditCardUsageLimits.MonthlyLimitATM': cash('MonthlyLimitATM'),
    'CreditCardUsageLimits.DailyLimitUsage': ranges.DailyLimitUsage,
    'CreditCardUsageLimits.MonthlyLimitUsage': ranges.MonthlyLimitUsage,
  };
}

/** A business credit card's limit: at most the company's card credit (its card account's). */
export function creditCardLimitProblem(limit: Cents, companyCredit: Cents): string | null {
  return limit <= companyCredit
    ? null
    : code('cards.validation.limitOverCredit', { max: companyCredit });
}
