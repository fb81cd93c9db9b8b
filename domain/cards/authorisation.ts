/**
 * A card authorisation: the card's status, its blocked regions and its usage limits decide
 * whether a purchase or a cash withdrawal is approved, before the money is looked at.
 */
import type { Cents } from '../money/money';
import type { CardKind, CardRegion, CardRestrictions, CardUsageLimits } from './cards';

export const CARD_USES = ['purchase', 'cashWithdrawal'] as const;
export type CardUse = (typeof CARD_USES)[number];

export const DECLINE_REASONS = [
  'cardBlocked',
  'regionBlocked',
  'noCashOnVirtualCard',
  'dailyLimit',
  'monthlyLimit',
  'insufficientFunds',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export interface AuthorisedCard {
  status: string;
  kind: CardKind;
  limits: CardUsageLimits;
  restrictions: CardRestrictions;
  /** What the card can still spend (cardFreeBalance). */
  freeBalance: Cents;
}

export interface CardAttempt {
  use: CardUse;
  region: CardRegion;
  amount: Cents;
  /** Spent on the card by this use already today and this calendar month. */
  spentToday: Cents;
  spentThisMonth: Cents;
}

/**
 * Why the attempt is declined, or null when it is approved. Purchases count against the usage
 * limits, cash withdrawals against the ATM limits; the first reason in this order wins.
 */
export function declineReason(card: AuthorisedCard, attempt: CardAttempt): DeclineReason | null {
  if (card.status !== 'CARD_OK') return 'cardBlocked';
  if (card.restrictions[attempt.region]) return 'regionBlocked';
  const cash = attempt.use === 'cashWithdrawal';
  if (cash && card.kind === 'VIRTUAL_CARD') return 'noCashOnVirtualCard';
  const daily = cash ? card.limits.DailyLimitATM : card.limits.DailyLimitUsage;
  const monthly = cash ? card.limits.MonthlyLimitATM : card.limits.MonthlyLimitUsage;
  if (attempt.spentToday + attempt.amount > daily) return 'dailyLimit';
  if (attempt.spentThisMonth + attempt.amount > monthly) return 'monthlyLimit';
  if (attempt.amount > card.freeBalance) return 'insufficientFunds';
  return null;
}
