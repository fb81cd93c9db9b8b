import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../db/schema';
import { companyCookie } from '../testing/companySession';
import { blockedOnly, cardsCall, limitsInEuros, SANNA } from '../testing/cards';
import { AINO, JUKKA, MIKKO, PEKKA } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** Reading and changing the demo's cards through the calls, as each kind of user. */

let bank: TestBank;
let aino: string;
let mikko: string;
let pekka: string;
let jukkaForCompany: string;
let sannaForCompany: string;

interface Card {
  CardId: string;
  AccountId: string;
  CardTypeEnum: string;
  MaskedCardNumber: string;
  CardOperatorStatusCode: string;
  CardCreditType: string;
  Limit: number;
  FreeBalance: number;
  CardHolderName: string;
  CreditCardUsageLimits: Record<string, number>;
  CreditCardRestrictions: Record<string, boolean>;
  AccountNumber: string | null;
  PaymentReference: string | null;
}

const call = (cookie: string, name: string, body?: unknown) => cardsCall(bank, cookie, name, body);
const companyCards = async (cookie: string): Promise<Card[]> =>
  (await call(cookie, 'list-company')).json();
const details = async (cookie: string, cardId: string): Promise<Card> =>
  (await call(cookie, 'company-card-details2', { cardId })).json();

beforeAll(async () => {
  bank = await startTestBank();
  aino = await bank.cookieFor(AINO);
  mikko = await bank.cookieFor(MIKKO);
  pekka = await bank.cookieFor(PEKKA);
  jukkaForCompany = await companyCookie(bank, JUKKA);
  sannaForCompany = await companyCookie(bank, SANNA);
});
afterAll(() => bank.close());

describe('the card overview', () => {
  it('a person’s list: her credit card with its available and used amount', async () => {
    const response = await call(aino, 'list');
    expect(response.statusCode).toBe(200);
    const [card, ...others] = response.json();
    expect(others).toEqual([]);
    expect(card).toMatchObject({ CardType: 'CreditCard', Name: 'Mastercard Credit' });
    expect(card.AvailableAmount + card.UsedAmount).toBeCloseTo(3000, 2);
    expect(card.UsedAmount).toBeGreaterThanOrEqual(0);
  });

  it('a person’s credit cards carry their limits and blocked regions', async () => {
    const [card]: Card[] = (await call(aino, 'credit')).json();
    expect(card!.CreditCardUsageLimits).toEqual(limitsInEuros(400, 1000, 2000, 5000));
    expect(card!.CreditCardRestrictions).toEqual(blockedOnly('africa', 'southAmerica'));
    expect(card!.PaymentReference).toBeNull();
  });

  it('the company’s main user sees every card: grouped by account, by masked number', async () => {
    const cards = await companyCards(jukkaForCompany);
    expect(cards).toHaveLength(4);
    const accounts = [...new Set(cards.map((card) => card.AccountId))];
    expect(accounts).toHaveLength(2);
    for (const account of accounts) {
      const numbers = cards.filter((c) => c.AccountId === account).map((c) => c.MaskedCardNumber);
      expect(numbers).toEqual([...numbers].sort());
      // A group's cards come together, not scattered between the other account's.
      const first = cards.findIndex((c) => c.AccountId === account);
      expect(cards.slice(first, first + numbers.length).every((c) => c.AccountId === account)).toBe(
        true,
      );
    }
    expect(cards.filter((card) => card.CardOperatorStatusCode === 'CARD_BLOCKED')).toHaveLength(1);
  });

  it('a card holder sees her own card only, and its details', async () => {
    const cards = await companyCards(sannaForCompany);
    expect(cards).toHaveLength(1);
    const [own] = cards;
    expect(own).toMatchObject({ CardCreditType: 'PrepaidCard', Limit: 0 });
    const card = await details(sannaForCompany, own!.CardId);
    expect(card.CardHolderName).toBe('Sanna Heikkinen');
    expect(card.AccountNumber).toMatch(/^FI\d{16}$/);
    expect(card.PaymentReference).toMatch(/^\d{4,20}$/);
  });

  it('a card holder cannot open a colleague’s card of the same company', async () => {
    const colleague = (await companyCards(jukkaForCompany)).find(
      (card) => card.CardCreditType === 'CreditCard',
    )!;
    const response = await call(sannaForCompany, 'company-card-details2', {
      cardId: colleague.CardId,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().ModelState).toHaveProperty('cardId');
  });

  it('a card closed for good is in no list', async () => {
    const [teemu] = (await companyCards(jukkaForCompany)).filter(
      (card) => card.CardOperatorStatusCode === 'CARD_BLOCKED',
    );
    await bank.database.db
      .update(cards)
      .set({ operatorStatus: 'CARD_CLOSED' })
      .where(eq(cards.id, teemu!.CardId));
    try {
      expect((await companyCards(jukkaForCompany)).map((card) => card.CardId)).not.toContain(
        teemu!.CardId,
      );
      expect(
        (await call(jukkaForCompany, 'company-card-details2', { cardId: teemu!.CardId }))
          .statusCode,
      ).toBe(404);
    } finally {
      await bank.database.db
        .update(cards)
        .set({ operatorStatus: 'CARD_BLOCKED' })
        .where(eq(cards.id, teemu!.CardId));
    }
  });
});

describe('a card account’s statement', () => {
  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const range = { start: day(390), end: day(0) };

  it('the person’s card purchases, labelled as card transactions', async () => {
    const [card]: Card[] = (await call(aino, 'credit')).json();
    const response = await call(aino, 'card-account-transactions', {
      accountId: card!.AccountId,
      ...range,
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows.some((row: { CardId: string }) => row.CardId === card!.CardId)).toBe(true);
  });

  it('a card holder reads only her own card’s purchases on the shared prepaid account', async () => {
    const [own] = await companyCards(sannaForCompany);
    const all = await companyCards(jukkaForCompany);
    const sharing = all.filter((card) => card.AccountId === own!.AccountId);
    expect(sharing.length).toBeGreaterThan(1);

    const holders = (
      await call(sannaForCompany, 'card-account-transactions', {
        accountId: own!.AccountId,
        ...range,
      })
    ).json();
    expect(holders.length).toBeGreaterThan(0);
    expect(holders.every((row: { CardId: string }) => row.CardId === own!.CardId)).toBe(true);

    const mainUsers = (
      await call(jukkaForCompany, 'card-account-transactions', {
        accountId: own!.AccountId,
        ...range,
      })
    ).json();
    expect(mainUsers.length).toBeGreaterThan(holders.length);
  });
});

describe('another customer’s card is never visible or changeable', () => {
  it('Mikko has no cards, and cannot read or change Aino’s', async () => {
    expect((await call(mikko, 'list')).json()).toEqual([]);
    const [card]: Card[] = (await call(aino, 'credit')).json();
    const statement = await call(mikko, 'card-account-transactions', {
      accountId: card!.AccountId,
      start: '2020-01-01',
      end: '2020-12-31',
    });
    expect(statement.statusCode).toBe(404);
    const change = await call(mikko, 'consumer-card-update-usage-and-restictions', {
      cardId: card!.CardId,
      requestObject: { CreditCardRestrictions: blockedOnly() },
    });
    expect(change.statusCode).toBe(404);
    const [after]: Card[] = (await call(aino, 'credit')).json();
    expect(after!.CreditCardRestrictions).toEqual(card!.CreditCardRestrictions);
  });

  it('a person cannot read the company’s cards, nor its main user a person’s', async () => {
    const companyCard = (await companyCards(jukkaForCompany))[0]!;
    expect((await call(aino, 'list-company')).statusCode).toBe(403);
    expect(
      (await call(aino, 'company-card-details2', { cardId: companyCard.CardId })).statusCode,
    ).toBe(403);
    expect((await call(jukkaForCompany, 'list')).statusCode).toBe(403);
  });
});

describe('changing limits and blocked regions', () => {
  const update = (cookie: string, cardId: string, requestObject: unknown, company = false) =>
    call(cookie, `${company ? 'company' : 'consumer'}-card-update-usage-and-restictions`, {
      cardId,
      requestObject,
    });

  it('a person lowers her ATM daily limit and blocks Asia, and both stay', async () => {
    const [card]: Card[] = (await call(aino, 'credit')).json();
    const limits = { ...card!.CreditCardUsageLimits, DailyLimitATM: 200 };
    const changed = await update(aino, card!.CardId, { CreditCardUsageLimits: limits });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().CreditCardUsageLimits).toEqual(limits);
    const regions = { ...card!.CreditCardRestrictions, asia: true };
    expect((await update(aino, card!.CardId, { CreditCardRestrictions: regions })).statusCode).toBe(
      200,
    );
    const [after]: Card[] = (await call(aino, 'credit')).json();
    expect(after!.CreditCardUsageLimits.DailyLimitATM).toBe(200);
    expect(after!.CreditCardRestrictions.asia).toBe(true);
  });

  it('one setting per call: neither or both is refused on requestObject', async () => {
    const [card]: Card[] = (await call(aino, 'credit')).json();
    for (const requestObject of [
      {},
      {
        CreditCardUsageLimits: card!.CreditCardUsageLimits,
        CreditCardRestrictions: card!.CreditCardRestrictions,
      },
    ]) {
      const response = await update(aino, card!.CardId, requestObject);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().ModelState)).toEqual(['requestObject']);
    }
  });

  it('limits over the sliders’ maxima are refused, naming the limit', async () => {
    const [card]: Card[] = (await call(aino, 'credit')).json();
    const response = await update(aino, card!.CardId, {
      CreditCardUsageLimits: { ...card!.CreditCardUsageLimits, MonthlyLimitATM: 2000.01 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().ModelState)).toEqual([
      'requestObject.CreditCardUsageLimits.MonthlyLimitATM',
    ]);
    const [after]: Card[] = (await call(aino, 'credit')).json();
    expect(after!.CreditCardUsageLimits).toEqual(card!.CreditCardUsageLimits);
  });

  it('a card whose flags forbid it keeps its limits and regions', async () => {
    const [card]: Card[] = (await call(aino, 'credit')).json();
    await bank.database.db
      .update(cards)
      .set({ usageLimitsEditingAllowed: false, restrictionsEditingAllowed: false })
      .where(eq(cards.id, card!.CardId));
    try {
      const limits = await update(aino, card!.CardId, {
        CreditCardUsageLimits: { ...card!.CreditCardUsageLimits, DailyLimitUsage: 100 },
      });
      expect(limits.statusCode).toBe(422);
      const regions = await update(aino, card!.CardId, {
        CreditCardRestrictions: blockedOnly('europe'),
      });
      expect(regions.statusCode).toBe(422);
      const [after]: Card[] = (await call(aino, 'credit')).json();
      expect(after).toMatchObject({
        CreditCardUsageLimits: card!.CreditCardUsageLimits,
        CreditCardRestrictions: card!.CreditCardRestrictions,
        IsCardUsageLimitsEditingAllowed: false,
      });
    } finally {
      await bank.database.db
        .update(cards)
        .set({ usageLimitsEditingAllowed: true, restrictionsEditingAllowed: true })
        .where(eq(cards.id, card!.CardId));
    }
  });

  it('a virtual card gets no cash limits; its other limits change', async () => {
    const virtual = (await companyCards(jukkaForCompany)).find(
      (card) => card.CardTypeEnum === 'VIRTUAL_CARD',
    )!;
    const { CreditCardUsageLimits: limits } = await details(jukkaForCompany, virtual.CardId);
    const atm = await update(
      jukkaForCompany,
      virtual.CardId,
      { CreditCardUsageLimits: { ...limits, DailyLimitATM: 100 } },
      true,
    );
    expect(atm.statusCode).toBe(422);
    expect(Object.keys(atm.json().ModelState)).toEqual([
      'requestObject.CreditCardUsageLimits.DailyLimitATM',
    ]);
    const usage = await update(
      jukkaForCompany,
      virtual.CardId,
      { CreditCardUsageLimits: { ...limits, DailyLimitUsage: 800 } },
      true,
    );
    expect(usage.statusCode).toBe(200);
    expect(usage.json().CreditCardUsageLimits.DailyLimitUsage).toBe(800);
  });

  it('a card holder is told to contact her employer; a view-only user is refused', async () => {
    const [own] = await companyCards(sannaForCompany);
    const response = await update(
      sannaForCompany,
      own!.CardId,
      { CreditCardRestrictions: blockedOnly() },
      true,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().ModelState.customer).toMatch(/pääkäyttäjä/);
    expect((await call(pekka, 'list')).statusCode).toBe(200);
    const refused = await update(pekka, own!.CardId, { CreditCardRestrictions: blockedOnly() });
    expect(refused.statusCode).toBe(403);
  });
});
