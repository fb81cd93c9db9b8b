import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../db/schema';
import { checkBalances } from '../ledger/balanceCheck';
import { cardsCall, SANNA } from '../testing/cards';
import { companyCookie } from '../testing/companySession';
import { AINO, balance, JUKKA, MIKKO, newKey } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** The sandbox's card terminal honours the card's status, blocked regions and limits. */

let bank: TestBank;
let aino: string;
let mikko: string;
let jukkaForCompany: string;
let sannaForCompany: string;
let ainosCard: { CardId: string; AccountId: string; CreditCardUsageLimits: object };

const call = (cookie: string, name: string, body?: unknown) => cardsCall(bank, cookie, name, body);
const purchase = (cookie: string, cardId: string, overrides: Record<string, unknown> = {}) =>
  call(cookie, 'sandbox-card-purchase', {
    cardId,
    Amount: 12.5,
    Merchant: 'K-Market Kamppi',
    Region: 'home',
    IdempotencyKey: newKey(),
    ...overrides,
  });
const available = async () => (await call(aino, 'list')).json()[0].AvailableAmount;

beforeAll(async () => {
  bank = await startTestBank();
  aino = await bank.cookieFor(AINO);
  mikko = await bank.cookieFor(MIKKO);
  jukkaForCompany = await companyCookie(bank, JUKKA);
  sannaForCompany = await companyCookie(bank, SANNA);
  [ainosCard] = (await call(aino, 'credit')).json();
});
afterAll(() => bank.close());

describe('a card purchase', () => {
  it('within the limits at home is approved, booked once however often it is retried', async () => {
    const before = await balance(bank.database.db, ainosCard.AccountId);
    const availableBefore = await available();
    const key = newKey();
    const first = await purchase(aino, ainosCard.CardId, { IdempotencyKey: key });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ Approved: true, DeclineReason: null });
    const retried = await purchase(aino, ainosCard.CardId, { IdempotencyKey: key });
    expect(retried.json().TransactionId).toBe(first.json().TransactionId);
    expect(await balance(bank.database.db, ainosCard.AccountId)).toBe(before - 12_50);
    expect(await available()).toBeCloseTo(availableBefore - 12.5, 2);

    const statement = (
      await call(aino, 'card-account-transactions', {
        accountId: ainosCard.AccountId,
        cardId: ainosCard.CardId,
        start: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
        end: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      })
    ).json();
    expect(statement).toContainEqual(
      expect.objectContaining({ Id: first.json().TransactionId, Name: 'K-Market Kamppi' }),
    );
  });

  it('in a blocked region is declined, and nothing is booked', async () => {
    const before = await balance(bank.database.db, ainosCard.AccountId);
    const response = await purchase(aino, ainosCard.CardId, { Region: 'africa' });
    expect(response.json()).toMatchObject({
      Approved: false,
      DeclineReason: 'regionBlocked',
      DeclineText: 'Kortin käyttö on estetty tällä alueella.',
      TransactionId: null,
    });
    expect(await balance(bank.database.db, ainosCard.AccountId)).toBe(before);
  });

  it('on a blocked card is declined', async () => {
    await bank.database.db
      .update(cards)
      .set({ operatorStatus: 'CARD_BLOCKED' })
      .where(eq(cards.id, ainosCard.CardId));
    try {
      const response = await purchase(aino, ainosCard.CardId);
      expect(response.json().DeclineReason).toBe('cardBlocked');
    } finally {
      await bank.database.db
        .update(cards)
        .set({ operatorStatus: 'CARD_OK' })
        .where(eq(cards.id, ainosCard.CardId));
    }
  });

  it('over the daily limit the customer set is declined', async () => {
    const limits = { ...ainosCard.CreditCardUsageLimits, DailyLimitUsage: 100 };
    const set = await call(aino, 'consumer-card-update-usage-and-restictions', {
      cardId: ainosCard.CardId,
      requestObject: { CreditCardUsageLimits: limits },
    });
    expect(set.statusCode).toBe(200);
    // 12,50 € of today's purchases is already booked above.
    expect((await purchase(aino, ainosCard.CardId, { Amount: 87.5 })).json().Approved).toBe(true);
    const over = await purchase(aino, ainosCard.CardId, { Amount: 0.01 });
    expect(over.json().DeclineReason).toBe('dailyLimit');
    // Cash withdrawals count against the ATM limits, not the usage limit.
    const cash = await purchase(aino, ainosCard.CardId, { Use: 'cashWithdrawal', Amount: 20 });
    expect(cash.json().Approved).toBe(true);
  });

  it('a virtual card gives no cash', async () => {
    const virtual = (await call(jukkaForCompany, 'list-company'))
      .json()
      .find((card: { CardTypeEnum: string }) => card.CardTypeEnum === 'VIRTUAL_CARD');
    const response = await purchase(jukkaForCompany, virtual.CardId, { Use: 'cashWithdrawal' });
    expect(response.json().DeclineReason).toBe('noCashOnVirtualCard');
  });
});

describe('whose card pays', () => {
  it('a card holder pays with her own card, never with a colleague’s', async () => {
    const [own] = (await call(sannaForCompany, 'list-company')).json();
    expect((await purchase(sannaForCompany, own.CardId)).json().Approved).toBe(true);
    const colleague = (await call(jukkaForCompany, 'list-company'))
      .json()
      .find((card: { CardId: string }) => card.CardId !== own.CardId);
    expect((await purchase(sannaForCompany, colleague.CardId)).statusCode).toBe(404);
  });

  it('another customer cannot use the card', async () => {
    const before = await balance(bank.database.db, ainosCard.AccountId);
    expect((await purchase(mikko, ainosCard.CardId)).statusCode).toBe(404);
    expect(await balance(bank.database.db, ainosCard.AccountId)).toBe(before);
  });

  it('every balance is still the sum of its postings', async () => {
    expect((await checkBalances(bank.database.db)).mismatches).toEqual([]);
  });
});
