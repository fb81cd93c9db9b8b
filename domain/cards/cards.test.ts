import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_LIMIT_MAXIMA,
  CARD_STATUSES,
  canEditCardRegions,
  cardGroup,
  cardListAmounts,
  cardSkinImage,
  editableCardLimits,
  groupCardsByAccount,
  isValidCardLimit,
  usedAmount,
  visibleCards,
} from './cards';
import type { GroupViewCard } from './cards';

function card(overrides: Partial<GroupViewCard> = {}): GroupViewCard {
  return {
    CardId: 'c1',
    AccountId: 'a1',
    CardTypeEnum: 'PHYSICAL_CARD',
    MaskedCardNumber: '5412 75** **** 1111',
    CardProductName: 'Yrityskortti',
    CardOwnerCompanyName: 'Oy Esimerkki Ab',
    CompanyId: 'co1',
    SkinCodeEnum: 'BUSINESS',
    CardCreditType: 'CreditCard',
    CardOperatorStatusCode: 'CARD_OK',
    Limit: 500000,
    FreeBalance: 350000,
    IsCardUsageLimitsEditingAllowed: true,
    IsCardRestrictionsEditingAllowed: true,
    ...overrides,
  };
}

describe('card statuses', () => {
  it('starts with the working and blocked cards the spec names', () => {
    expect(CARD_STATUSES.slice(0, 2)).toEqual(['CARD_OK', 'CARD_BLOCKED']);
  });

  it('shows only CARD_OK and CARD_BLOCKED cards', () => {
    const cards = [...CARD_STATUSES, 'SOMETHING_NEW'].map((status, i) =>
      card({ CardId: `c${i}`, CardOperatorStatusCode: status }),
    );
    expect(visibleCards(cards).map((c) => c.CardOperatorStatusCode)).toEqual([
      'CARD_OK',
      'CARD_BLOCKED',
    ]);
  });
});

describe('groupCardsByAccount', () => {
  it('groups by account in server order and sorts each group by masked number', () => {
    const groups = groupCardsByAccount([
      card({ CardId: 'x', AccountId: 'a2', MaskedCardNumber: '5412 75** **** 9999' }),
      card({ CardId: 'y', AccountId: 'a1', MaskedCardNumber: '5412 75** **** 3333' }),
      card({ CardId: 'z', AccountId: 'a2', MaskedCardNumber: '5412 75** **** 1111' }),
      card({ CardId: 'w', AccountId: 'a1', MaskedCardNumber: '5412 75** **** 2222' }),
    ]);
    expect(groups.map((g) => [g.AccountId, g.cards.map((c) => c.CardId)])).toEqual([
      ['a2', ['z', 'x']],
      ['a1', ['w', 'y']],
    ]);
  });

  it('leaves out closed cards and accounts that only have closed cards', () => {
    const groups = groupCardsByAccount([
      card({ CardId: 'open', AccountId: 'a1' }),
      card({ CardId: 'closed', AccountId: 'a2', CardOperatorStatusCode: 'CARD_CLOSED' }),
    ]);
    expect(groups).toEqual([
      { AccountId: 'a1', cards: [expect.objectContaining({ CardId: 'open' })] },
    ]);
  });

  it('keeps every visible card exactly once, in a group of its own account, sorted', () => {
    const arbitraryCard = fc.record({
      CardId: fc.uuid(),
      AccountId: fc.constantFrom('a1', 'a2', 'a3'),
      MaskedCardNumber: fc.stringMatching(/^[0-9*]{4} [0-9*]{4}$/),
      CardOperatorStatusCode: fc.constantFrom('CARD_OK', 'CARD_BLOCKED', 'CARD_CLOSED'),
    });
    fc.assert(
      fc.property(fc.array(arbitraryCard), (cards) => {
        const groups = groupCardsByAccount(cards);
        const grouped = groups.flatMap((g) => g.cards);
        expect(grouped).toHaveLength(visibleCards(cards).length);
        expect(new Set(groups.map((g) => g.AccountId)).size).toBe(groups.length);
        for (const group of groups) {
          const numbers = group.cards.map((c) => c.MaskedCardNumber);
          expect(numbers).toEqual([...numbers].sort());
          expect(group.cards.every((c) => c.AccountId === group.AccountId)).toBe(true);
        }
      }),
    );
  });
});

describe('cardGroup', () => {
  it('tells consumer credit, company credit and company prepaid groups apart', () => {
    expect(cardGroup('Person', card({ CardCreditType: 'CreditCard' }))).toBe('personal');
    expect(cardGroup('Company', card({ CardCreditType: 'CreditCard' }))).toBe('companyCredit');
    expect(cardGroup('Company', card({ CardCreditType: null }))).toBe('companyCredit');
    expect(cardGroup('Company', card({ CardCreditType: 'PrepaidCard' }))).toBe('companyPrepaid');
  });
});

describe('cardSkinImage', () => {
  it('maps each of the three skins to its own image', () => {
    const images = ['BUSINESS', 'CONSUMER', 'ACCOUNTING_PARTNER'].map((code) =>
      cardSkinImage(code),
    );
    expect(images).toEqual(['card-business', 'card-consumer', 'card-accounting-partner']);
  });

  it("shows the plain card of the customer's kind for an unknown or missing code", () => {
    expect(cardSkinImage(undefined)).toBe('card-consumer');
    expect(cardSkinImage('NEW_SKIN', 'Person')).toBe('card-consumer');
    expect(cardSkinImage(null, 'Company')).toBe('card-business');
    expect(cardSkinImage('ACCOUNTING_PARTNER', 'Company')).toBe('card-accounting-partner');
  });
});

describe('card limits', () => {
  it('has the slider maxima of the spec in euros', () => {
    expect(CARD_LIMIT_MAXIMA).toEqual({
      DailyLimitATM: 1000,
      MonthlyLimitATM: 2000,
      DailyLimitUsage: 10000,
      MonthlyLimitUsage: 20000,
    });
  });

  it('offers ATM limits only on a physical card', () => {
    expect(editableCardLimits(card({ CardTypeEnum: 'PHYSICAL_CARD' }))).toEqual([
      'DailyLimitATM',
      'MonthlyLimitATM',
      'DailyLimitUsage',
      'MonthlyLimitUsage',
    ]);
    expect(editableCardLimits(card({ CardTypeEnum: 'VIRTUAL_CARD' }))).toEqual([
      'DailyLimitUsage',
      'MonthlyLimitUsage',
    ]);
  });

  it('offers nothing when the server does not allow editing the limits', () => {
    expect(editableCardLimits(card({ IsCardUsageLimitsEditingAllowed: false }))).toEqual([]);
  });

  it('accepts whole cents from zero up to the maximum, inclusive', () => {
    expect(isValidCardLimit('DailyLimitATM', 0)).toBe(true);
    expect(isValidCardLimit('DailyLimitATM', 100000)).toBe(true);
    expect(isValidCardLimit('DailyLimitATM', 100001)).toBe(false);
    expect(isValidCardLimit('MonthlyLimitUsage', 2000000)).toBe(true);
    expect(isValidCardLimit('MonthlyLimitUsage', -1)).toBe(false);
    expect(isValidCardLimit('MonthlyLimitUsage', 10.5)).toBe(false);
  });

  it('follows the per-card flag for region editing', () => {
    expect(canEditCardRegions(card({ IsCardRestrictionsEditingAllowed: false }))).toBe(false);
    expect(canEditCardRegions(card({ IsCardRestrictionsEditingAllowed: true }))).toBe(true);
  });
});

describe('usedAmount', () => {
  it('is the limit minus the free balance', () => {
    expect(usedAmount(card({ Limit: 500000, FreeBalance: 350000 }))).toBe(150000);
  });

  it('is never below zero, even when the free balance exceeds the limit (a refund)', () => {
    expect(usedAmount(card({ Limit: 100000, FreeBalance: 120000 }))).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: -1e9, max: 1e9 }),
        (Limit, FreeBalance) => {
          const used = usedAmount({ Limit, FreeBalance });
          expect(used).toBeGreaterThanOrEqual(0);
          if (FreeBalance >= 0) expect(used).toBeLessThanOrEqual(Limit);
        },
      ),
    );
  });
});

describe('cardListAmounts', () => {
  it('shows the used amount only for a credit card', () => {
    const base = { AvailableAmount: 120000, UsedAmount: 30000 };
    expect(cardListAmounts({ ...base, CardType: 'CreditCard' })).toEqual({
      available: 120000,
      used: 30000,
    });
    expect(cardListAmounts({ ...base, CardType: 'DebitCard' })).toEqual({
      available: 120000,
      used: null,
    });
  });

  it('reads missing amounts as zero', () => {
    expect(cardListAmounts({ CardType: 'CreditCard' })).toEqual({ available: 0, used: 0 });
    expect(
      cardListAmounts({ CardType: 'CreditCard', AvailableAmount: null, UsedAmount: null }),
    ).toEqual({
      available: 0,
      used: 0,
    });
  });
});
