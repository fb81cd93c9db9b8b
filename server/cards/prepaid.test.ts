import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBalances } from '../ledger/balanceCheck';
import { cardsCall, SANNA } from '../testing/cards';
import { companyCookie } from '../testing/companySession';
import { balance, JUKKA, newKey } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** Money to the company's prepaid card and back, booked in the ledger once per request. */

let bank: TestBank;
let jukkaForCompany: string;
let sannaForCompany: string;
let prepaid: { CardId: string; AccountId: string; FreeBalance: number };
let credit: { CardId: string };
let mainAccount: string;

const call = (cookie: string, name: string, body?: unknown) => cardsCall(bank, cookie, name, body);
const toCard = (Amount: number, IdempotencyKey = newKey(), cardId = prepaid.CardId) =>
  call(jukkaForCompany, 'transfer-to-card', {
    cardId,
    FromAccountId: mainAccount,
    Amount,
    IdempotencyKey,
  });
const fromCard = (Amount: number, IdempotencyKey = newKey()) =>
  call(jukkaForCompany, 'withdraw-from-card', {
    cardId: prepaid.CardId,
    ToAccountId: mainAccount,
    Amount,
    IdempotencyKey,
  });

beforeAll(async () => {
  bank = await startTestBank();
  jukkaForCompany = await companyCookie(bank, JUKKA);
  sannaForCompany = await companyCookie(bank, SANNA);
  const cards = (await call(jukkaForCompany, 'list-company')).json();
  prepaid = cards.find(
    (card: { CardCreditType: string; CardOperatorStatusCode: string }) =>
      card.CardCreditType === 'PrepaidCard' && card.CardOperatorStatusCode === 'CARD_OK',
  );
  credit = cards.find((card: { CardCreditType: string }) => card.CardCreditType === 'CreditCard');
  const accounts = (
    await bank.call({ url: '/api/bank/company-accounts', cookie: jukkaForCompany })
  ).json();
  mainAccount = accounts.find(
    (account: { CustomName: string }) => account.CustomName === 'Päätili',
  ).Id;
});
afterAll(() => bank.close());

describe('a prepaid card’s money', () => {
  it('a top-up moves money from the main account to the card, booked once on a retry', async () => {
    const before = await balance(bank.database.db, mainAccount);
    const key = newKey();
    const first = await toCard(150.25, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      Amount: -150.25,
      CardBalance: prepaid.FreeBalance + 150.25,
    });
    const retried = await toCard(150.25, key);
    expect(retried.json()).toEqual(first.json());
    expect(await balance(bank.database.db, mainAccount)).toBe(before - 150_25);
    expect(first.json().AccountBalance * 100).toBeCloseTo(before - 150_25, 5);
  });

  it('money moves back from the card, never more than it holds', async () => {
    const { CardBalance } = (await toCard(10)).json();
    const back = await fromCard(10);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ Amount: 10, CardBalance: CardBalance - 10 });
    const tooMuch = await fromCard(CardBalance + 0.01);
    expect(tooMuch.statusCode).toBe(422);
    expect(Object.keys(tooMuch.json().ModelState)).toEqual(['Amount']);
  });

  it('the same key with another amount is refused, nothing booked', async () => {
    const key = newKey();
    await toCard(1, key);
    const before = await balance(bank.database.db, mainAccount);
    const reused = await toCard(2, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().ModelState).toHaveProperty('IdempotencyKey');
    expect(await balance(bank.database.db, mainAccount)).toBe(before);
  });

  it('a credit card takes no top-up; the card’s own account is not a source', async () => {
    const refused = await toCard(5, newKey(), credit.CardId);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().ModelState)).toEqual(['cardId']);
    const fromItself = await call(jukkaForCompany, 'transfer-to-card', {
      cardId: prepaid.CardId,
      FromAccountId: prepaid.AccountId,
      Amount: 5,
      IdempotencyKey: newKey(),
    });
    expect(fromItself.statusCode).toBe(422);
    expect(Object.keys(fromItself.json().ModelState)).toEqual(['FromAccountId']);
  });

  it('the card holder cannot move the company’s money', async () => {
    const response = await call(sannaForCompany, 'transfer-to-card', {
      cardId: prepaid.CardId,
      FromAccountId: mainAccount,
      Amount: 5,
      IdempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('every balance is still the sum of its postings', async () => {
    expect((await checkBalances(bank.database.db)).mismatches).toEqual([]);
  });
});
