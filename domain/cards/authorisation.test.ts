import { describe, expect, it } from 'vitest';
import { declineReason, type AuthorisedCard, type CardAttempt } from './authorisation';

const CARD: AuthorisedCard = {
  status: 'CARD_OK',
  kind: 'PHYSICAL_CARD',
  limits: {
    DailyLimitATM: 40_000,
    MonthlyLimitATM: 100_000,
    DailyLimitUsage: 200_000,
    MonthlyLimitUsage: 500_000,
  },
  restrictions: {
    africa: false,
    europe: false,
    oceania: false,
    northAmerica: false,
    southAmerica: false,
    asia: true,
    home: false,
  },
  freeBalance: 1_000_000,
};
const PURCHASE: CardAttempt = {
  use: 'purchase',
  region: 'home',
  amount: 5_000,
  spentToday: 0,
  spentThisMonth: 0,
};

describe('a card authorisation', () => {
  it('approves a purchase within the limits at home', () => {
    expect(declineReason(CARD, PURCHASE)).toBeNull();
  });

  it('declines on a blocked card, whatever else holds', () => {
    expect(declineReason({ ...CARD, status: 'CARD_BLOCKED' }, PURCHASE)).toBe('cardBlocked');
  });

  it('declines in a blocked region', () => {
    expect(declineReason(CARD, { ...PURCHASE, region: 'asia' })).toBe('regionBlocked');
  });

  it('counts purchases against the usage limits, up to the cent', () => {
    expect(declineReason(CARD, { ...PURCHASE, spentToday: 195_000 })).toBeNull();
    expect(declineReason(CARD, { ...PURCHASE, spentToday: 195_001 })).toBe('dailyLimit');
    expect(declineReason(CARD, { ...PURCHASE, spentThisMonth: 495_001 })).toBe('monthlyLimit');
  });

  it('counts cash withdrawals against the ATM limits', () => {
    const cash = { ...PURCHASE, use: 'cashWithdrawal' as const, amount: 40_000 };
    expect(declineReason(CARD, cash)).toBeNull();
    expect(declineReason(CARD, { ...cash, amount: 40_001 })).toBe('dailyLimit');
    expect(declineReason(CARD, { ...cash, spentThisMonth: 60_001 })).toBe('monthlyLimit');
  });

  it('a virtual card gives no cash', () => {
    const cash = { ...PURCHASE, use: 'cashWithdrawal' as const };
    expect(declineReason({ ...CARD, kind: 'VIRTUAL_CARD' }, cash)).toBe('noCashOnVirtualCard');
  });

  it('declines what the card can no longer spend', () => {
    expect(declineReason({ ...CARD, freeBalance: 4_999 }, PURCHASE)).toBe('insufficientFunds');
  });
});
