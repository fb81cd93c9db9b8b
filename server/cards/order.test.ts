import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { cardsCall, limitsInEuros, SANNA } from '../testing/cards';
import { companyCookie } from '../testing/companySession';
import { AINO, JUKKA } from '../testing/money';
import { confirmFlow } from '../testing/payments';
import { startTestBank, type TestBank } from '../testing/testBank';

/** The company's main user orders a prepaid card; it exists once the order is confirmed. */

let bank: TestBank;
let jukkaForCompany: string;
let sannaForCompany: string;
let sannasUserId: string;

const call = (cookie: string, name: string, body?: unknown) => cardsCall(bank, cookie, name, body);
const order = (overrides: Record<string, unknown> = {}) =>
  call(jukkaForCompany, 'company-register-card', {
    CardTypeEnum: 'VIRTUAL_CARD',
    HolderUserId: sannasUserId,
    CreditCardUsageLimits: limitsInEuros(0, 0, 500, 1500),
    ...overrides,
  });
const companyCards = async (cookie: string) => (await call(cookie, 'list-company')).json();

beforeAll(async () => {
  bank = await startTestBank();
  jukkaForCompany = await companyCookie(bank, JUKKA);
  sannaForCompany = await companyCookie(bank, SANNA);
  const [sanna] = await bank.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.personalId, SANNA));
  sannasUserId = sanna!.id;
});
afterAll(() => bank.close());

describe('applying for a business credit card', () => {
  const apply = (overrides: Record<string, unknown> = {}) =>
    call(jukkaForCompany, 'company-card-application-limit', {
      CardTypeEnum: 'VIRTUAL_CARD',
      HolderUserId: sannasUserId,
      CreditCardUsageLimits: limitsInEuros(0, 0, 1000, 3000),
      Limit: 2500,
      ...overrides,
    });

  it('a virtual credit card is made on the card credit once the application is confirmed', async () => {
    const prepared = await apply();
    expect(prepared.statusCode).toBe(200);
    const { SessionId, ApprovalText } = prepared.json();
    expect(ApprovalText).toMatch(
      /^Virtuaalisen Business Credit -kortin tilaaminen haltijalle Sanna Heikkinen, raja 2\s500,00\s€$/,
    );
    const early = await call(jukkaForCompany, 'company-card-application-limit-confirm', {
      ApplicationId: SessionId,
    });
    expect(early.statusCode).toBe(404);
    expect(Object.keys(early.json().ModelState)).toEqual(['ApplicationId']);

    const details = async () =>
      (
        await call(jukkaForCompany, 'get-company-card-application-details', {
          ApplicationId: SessionId,
        })
      ).json();
    expect(await details()).toMatchObject({
      Status: 'Pending',
      CardTypeEnum: 'VIRTUAL_CARD',
      CardCreditType: 'CreditCard',
      HolderName: 'Sanna Heikkinen',
      Limit: 2500,
      CreditCardUsageLimits: limitsInEuros(0, 0, 1000, 3000),
    });

    await confirmFlow(bank, SessionId);
    expect((await details()).Status).toBe('Made');
    const made = await call(jukkaForCompany, 'company-card-application-limit-confirm', {
      ApplicationId: SessionId,
    });
    expect(made.statusCode).toBe(200);
    const creditAccount = (await companyCards(jukkaForCompany)).find(
      (card: { CardCreditType: string; CardId: string }) =>
        card.CardCreditType === 'CreditCard' && card.CardId !== SessionId,
    ).AccountId;
    expect(made.json()).toMatchObject({
      CardId: SessionId,
      CardTypeEnum: 'VIRTUAL_CARD',
      CardCreditType: 'CreditCard',
      CardProductName: 'Business Credit',
      AccountId: creditAccount,
      Limit: 2500,
      CardHolderName: 'Sanna Heikkinen',
    });
  });

  it('another customer’s or an unknown application is not found', async () => {
    const aino = await bank.cookieFor(AINO);
    const { SessionId } = (await apply()).json();
    expect(
      (await call(aino, 'get-company-card-application-details', { ApplicationId: SessionId }))
        .statusCode,
    ).toBe(403);
    const unknown = await call(jukkaForCompany, 'get-company-card-application-details', {
      ApplicationId: '3f1f6b5e-8d52-4f6a-9c1e-2b7f0b8a9d10',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('the limit is at most the company’s card credit', async () => {
    const response = await apply({ Limit: 10_000.01 });
    expect(response.statusCode).toBe(422);
    expect(response.json().ModelState.Limit).toBe(
      'Kortin raja voi olla enintään yrityksen korttiluotto 10\u00a0000,00\u00a0€',
    );
  });
});

describe('ordering a prepaid business card', () => {
  it('a virtual card for the card holder exists once the order is confirmed', async () => {
    const before = await companyCards(jukkaForCompany);
    const prepared = await order();
    expect(prepared.statusCode).toBe(200);
    expect(prepared.json().ApprovalText).toBe(
      'Virtuaalisen Business Prepaid -kortin tilaaminen haltijalle Sanna Heikkinen',
    );
    expect(await companyCards(jukkaForCompany)).toHaveLength(before.length);

    await confirmFlow(bank, prepared.json().SessionId);
    const after = await companyCards(jukkaForCompany);
    const made = after.find(
      (card: { CardId: string }) =>
        !before.some((old: { CardId: string }) => old.CardId === card.CardId),
    );
    const prepaidAccount = before.find(
      (card: { CardCreditType: string }) => card.CardCreditType === 'PrepaidCard',
    ).AccountId;
    expect(made).toMatchObject({
      CardTypeEnum: 'VIRTUAL_CARD',
      CardCreditType: 'PrepaidCard',
      AccountId: prepaidAccount,
      CardOperatorStatusCode: 'CARD_OK',
    });
    const details = (
      await call(jukkaForCompany, 'company-card-details2', { cardId: made.CardId })
    ).json();
    expect(details.CreditCardUsageLimits).toEqual(limitsInEuros(0, 0, 500, 1500));
    expect(details.CardHolderName).toBe('Sanna Heikkinen');
    expect(
      (await companyCards(sannaForCompany)).map((card: { CardId: string }) => card.CardId),
    ).toContain(made.CardId);
  });

  it('a virtual card gets no cash limits; limits over the maxima are named', async () => {
    const cash = await order({ CreditCardUsageLimits: limitsInEuros(100, 0, 500, 1500) });
    expect(cash.statusCode).toBe(400);
    expect(Object.keys(cash.json().ModelState)).toEqual(['CreditCardUsageLimits.DailyLimitATM']);
    const over = await order({
      CardTypeEnum: 'PHYSICAL_CARD',
      CreditCardUsageLimits: limitsInEuros(100, 200, 10_000.01, 1500),
    });
    expect(Object.keys(over.json().ModelState)).toEqual(['CreditCardUsageLimits.DailyLimitUsage']);
  });

  it('the holder must be one of the company’s users', async () => {
    const [aino] = await bank.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.personalId, AINO));
    const response = await order({ HolderUserId: aino!.id });
    expect(response.statusCode).toBe(404);
    expect(Object.keys(response.json().ModelState)).toEqual(['HolderUserId']);
  });

  it('a card holder cannot order cards', async () => {
    const response = await call(sannaForCompany, 'company-register-card', {
      CardTypeEnum: 'PHYSICAL_CARD',
      HolderUserId: sannasUserId,
      CreditCardUsageLimits: limitsInEuros(100, 200, 500, 1500),
    });
    expect(response.statusCode).toBe(403);
  });
});
