import { describe, expect, it } from 'vitest';
import type { GroupViewCard } from './cards';
import { cardFreeBalance, cardListItem, overviewCards } from './overview';

function card(overrides: Partial<GroupViewCard> = {}): GroupViewCard {
  return {
    CardId: 'c1',
    AccountId: 'a1',
    CardTypeEnum: 'PHYSICAL_CARD',
    MaskedCardNumber: '**** **** **** 1111',
    CardProductName: 'Mastercard Credit',
    CardCreditType: 'CreditCard',
    CardOperatorStatusCode: 'CARD_OK',
    Limit: 300_000,
    FreeBalance: 250_000,
    IsCardUsageLimitsEditingAllowed: true,
    IsCardRestrictionsEditingAllowed: true,
    ...overrides,
  };
}

describe('what a card can still spend', () => {
  it('a credit card: the credit left on its account, at most its own limit', () => {
    const credit = card({ Limit: 300_000 });
    expect(cardFreeBalance(credit, { balance: -50_000, creditLimit: 1_000_000 })).toBe(300_000);
    expect(cardFreeBalance(credit, { balance: -900_000, creditLimit: 1_000_000 })).toBe(100_000);
  });

  it('never below zero, even when the account is over its credit', () => {
    expect(cardFreeBalance(card(), { balance: -1_200_000, creditLimit: 1_000_000 })).toBe(0);
    const prepaid = card({ CardCreditType: 'PrepaidCard', Limit: 0 });
    expect(cardFreeBalance(prepaid, { balance: -10, creditLimit: 0 })).toBe(0);
  });

  it('a prepaid card: its account’s balance', () => {
    const prepaid = card({ CardCreditType: 'PrepaidCard', Limit: 0 });
    expect(cardFreeBalance(prepaid, { balance: 80_000, creditLimit: 0 })).toBe(80_000);
  });
});

describe('the overview’s cards', () => {
  it('drops closed cards, keeps blocked ones, groups by account and sorts by masked number', () => {
    const cards = [
      card({ CardId: 'b2', AccountId: 'b', MaskedCardNumber: '**** 9000' }),
      card({ CardId: 'a2', AccountId: 'a', MaskedCardNumber: '**** 5000' }),
      card({ CardId: 'x', AccountId: 'a', CardOperatorStatusCode: 'CARD_CLOSED' }),
      card({ CardId: 'b1', AccountId: 'b', MaskedCardNumber: '**** 1000' }),
      card({
        CardId: 'a1',
        AccountId: 'a',
        MaskedCardNumber: '**** 2000',
        CardOperatorStatusCode: 'CARD_BLOCKED',
      }),
    ];
    expect(overviewCards(cards).map((c) => c.CardId)).toEqual(['b1', 'b2', 'a1', 'a2']);
  });
});

describe('the consumer’s card list item', () => {
  it('a credit card shows its available and used amount', () => {
    const item = cardListItem({
      ...card({ Limit: 300_000, FreeBalance: 120_000 }),
      CardHolderName: 'Aino',
    });
    expect(item).toMatchObject({
      CardType: 'CreditCard',
      AvailableAmount: 120_000,
      UsedAmount: 180_000,
      Name: 'Mastercard Credit',
    });
  });

  it('a prepaid card uses nothing of a credit', () => {
    const item = cardListItem({
      ...card({ CardCreditType: 'PrepaidCard', Limit: 0, FreeBalance: 5_000 }),
      CardHolderName: 'Sanna',
    });
    expect(item).toMatchObject({ CardType: 'PrepaidCard', AvailableAmount: 5_000, UsedAmount: 0 });
  });
});
