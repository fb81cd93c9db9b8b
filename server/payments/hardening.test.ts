import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCookie } from '../testing/companySession';
import { AINO, JUKKA } from '../testing/money';
import { draftFor, VIRTA_SAHKO } from '../testing/payments';
import { startTestBank, type TestBank } from '../testing/testBank';

let bank: TestBank;

beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

async function paymentAccountOf(cookie: string, call: string) {
  const accounts = (await bank.call({ url: call, cookie })).json();
  return accounts.find((account: { IsPaymentAccount: boolean }) => account.IsPaymentAccount).Id;
}

describe('instant payments are for persons, by their own call', () => {
  it('a company cannot make one through sepa-payment-init', async () => {
    const cookie = await companyCookie(bank, JUKKA);
    const source = await paymentAccountOf(cookie, '/api/bank/company-accounts');
    const response = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie,
      body: draftFor(source, { paymentType: 'Instant' }),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().ModelState)).toEqual(['paymentType']);
  });

  it('nor through the persons’ instant call', async () => {
    const cookie = await companyCookie(bank, JUKKA);
    const source = await paymentAccountOf(cookie, '/api/bank/company-accounts');
    const response = await bank.call({
      url: '/api/payments/sepa-instant-init-consumer',
      cookie,
      body: draftFor(source, { paymentType: 'Instant' }),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('verification of payee cannot be used to harvest names', () => {
  const verify = (cookie: string, RecipientName: string) =>
    bank.call({
      url: '/api/payments/consumer-verify-payee',
      cookie,
      body: { RecipientIban: VIRTA_SAHKO.iban, RecipientName },
    });

  it('refuses names over 50 characters and names with markup, naming the field', async () => {
    const cookie = await bank.cookieFor(AINO);
    for (const name of ['A'.repeat(51), 'Virta <b>Sähkö</b>', 'x" onmouseover="y']) {
      const response = await verify(cookie, name);
      expect(response.statusCode, name).toBe(400);
      expect(Object.keys(response.json().ModelState)).toEqual(['RecipientName']);
    }
  });

  it('answers a company paying a new payee, as it does a person', async () => {
    const response = await verify(await companyCookie(bank, JUKKA), VIRTA_SAHKO.name);
    expect(response.statusCode).toBe(200);
    expect(response.json().Result).toBe('Match');
  });

  it('answers at most 20 questions a minute per session', async () => {
    const cookie = await bank.cookieFor('021179-9130');
    const statuses: number[] = [];
    for (let index = 0; index < 22; index++) {
      statuses.push((await verify(cookie, VIRTA_SAHKO.name)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('payee names and nicknames hold no markup', () => {
  it('a saved payee’s nickname is refused with markup, as its name is', async () => {
    const cookie = await bank.cookieFor(AINO);
    const response = await bank.call({
      url: '/api/bank/sepa-payment-recipient-add',
      cookie,
      body: {
        Name: '<img src=x onerror=alert(1)>',
        ReceiverAccountNumber: VIRTA_SAHKO.iban,
        ReceiverName: VIRTA_SAHKO.name,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().ModelState)).toEqual(['Name']);
  });
});
