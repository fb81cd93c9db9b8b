import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIsoDate, toIsoDate } from '../../domain/dates/dates';
import { accounts, payments } from '../db/schema';
import { companyCookie } from '../testing/companySession';
import { AINO, balance, customerIdOf, fund, JUKKA, openAccount } from '../testing/money';
import { confirmFlow, draftFor, pay, today, VIRTA_SAHKO } from '../testing/payments';
import { startTestBank, type TestBank } from '../testing/testBank';
import { bookDuePayments } from './futurePayments';

let bank: TestBank;
let aino: string;
let ainoId: string;

beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

const db = () => bank.database.db;
const daysAhead = (days: number) => toIsoDate(addDays(parseIsoDate(today())!, days));
const NO_FUNDS = { PaymentAmount: 'Tilillä ei ole riittävästi katetta.' };
const INSTANT_INIT = '/api/payments/sepa-instant-init-consumer';

/** A payment account of Aino's with `cents` on it, and credit when given. */
async function accountWith(cents: number, creditLimit = 0) {
  const account = await openAccount(db(), ainoId);
  await fund(db(), account.id, cents);
  if (creditLimit)
    await db().update(accounts).set({ creditLimit }).where(eq(accounts.id, account.id));
  return account;
}

const paymentsFrom = (accountId: string) =>
  db().select().from(payments).where(eq(payments.sourceAccountId, accountId));

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

describe('funds are checked when a payment due today is made, before strong identification', () => {
  // A new session of the same person ends the earlier one: Aino logs in for these tests.
  beforeAll(async () => {
    aino = await bank.cookieFor(AINO);
    ainoId = await customerIdOf(bank, aino);
  });

  it.each([
    ['a SEPA payment', '/api/bank/sepa-payment-init'],
    ['an instant payment', INSTANT_INIT],
  ])(
    '%s over the balance is refused on its amount, and nothing waits for confirmation',
    async (_, url) => {
      const source = await accountWith(20_00);
      const response = await bank.call({
        url,
        cookie: aino,
        body: draftFor(source.id, { PaymentAmount: 20.01 }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().ModelState).toEqual(NO_FUNDS);
      expect(await paymentsFrom(source.id)).toEqual([]);
    },
  );

  it('is said in the customer’s language', async () => {
    const source = await accountWith(5_00);
    const response = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie: aino,
      body: draftFor(source.id, { PaymentAmount: 10 }),
      headers: { 'accept-language': 'en' },
    });
    expect(response.json().ModelState).toEqual({
      PaymentAmount: 'There are not enough funds in the account.',
    });
  });

  it('counts the account’s credit limit, as the booking does', async () => {
    const source = await accountWith(10_00, 50_00);
    const within = await pay(bank, aino, draftFor(source.id, { PaymentAmount: 60 }));
    expect(within.complete.json().Status).toBe('Booked');
    expect(await balance(db(), source.id)).toBe(-50_00);
    const over = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie: aino,
      body: draftFor(source.id, { PaymentAmount: 0.01 }),
    });
    expect(over.json().ModelState).toEqual(NO_FUNDS);
  });

  it('leaves a future-dated payment to its due date, when it fails and is listed with why', async () => {
    const source = await accountWith(1_00);
    const day = daysAhead(45);
    const { init, complete } = await pay(
      bank,
      aino,
      draftFor(source.id, { PaymentAmount: 30, DueDate: day }),
    );
    expect(complete.json().Status).toBe('Scheduled');

    await bookDuePayments(db(), parseIsoDate(day)!);
    const listedIn = async (language: string) =>
      (
        await bank.call({
          url: '/api/bank/future-payments',
          cookie: aino,
          headers: { 'accept-language': language },
        })
      )
        .json()
        .find((payment: { PaymentId: string }) => payment.PaymentId === init.json().PaymentId);
    expect(await listedIn('fi')).toMatchObject({
      Status: 'Failed',
      DueDate: day,
      FailureReason: 'Tilillä ei ole riittävästi katetta.',
    });
    expect((await listedIn('en')).FailureReason).toBe('There are not enough funds in the account.');
  });

  it('a waiting payment is listed without a reason', async () => {
    const source = await accountWith(100_00);
    const { init } = await pay(bank, aino, draftFor(source.id, { DueDate: daysAhead(3) }));
    const listed = (await bank.call({ url: '/api/bank/future-payments', cookie: aino })).json();
    expect(
      listed.find((payment: { PaymentId: string }) => payment.PaymentId === init.json().PaymentId),
    ).toMatchObject({ Status: 'Scheduled', FailureReason: null });
  });

  it('a future payment moved to today must be covered when the change is made', async () => {
    const source = await accountWith(40_00);
    const { init } = await pay(
      bank,
      aino,
      draftFor(source.id, { PaymentAmount: 30, DueDate: daysAhead(10) }),
    );
    const edit = (PaymentAmount: number, DueDate: string) =>
      bank.call({
        url: '/api/bank/edit-future-payment-consumer-init',
        cookie: aino,
        body: { PaymentId: init.json().PaymentId, PaymentAmount, DueDate, Message: 'Muutettu' },
      });
    expect((await edit(50, daysAhead(11))).statusCode).toBe(200);
    const movedToToday = await edit(50, today());
    expect(movedToToday.statusCode).toBe(422);
    expect(movedToToday.json().ModelState).toEqual(NO_FUNDS);
    expect((await edit(40, today())).statusCode).toBe(200);
  });

  it('holds under concurrency: two payments that each fit cannot both be booked', async () => {
    const source = await accountWith(30_00);
    const inits = [];
    for (let index = 0; index < 2; index++) {
      const init = await bank.call({
        url: '/api/bank/sepa-payment-init',
        cookie: aino,
        body: draftFor(source.id, { PaymentAmount: 20 }),
      });
      expect(init.statusCode).toBe(200);
      inits.push(init.json());
    }
    await Promise.all(inits.map(({ SessionId }) => confirmFlow(bank, SessionId)));
    const answers = await Promise.all(
      inits.map(({ PaymentId }) =>
        bank.call({ url: '/api/bank/sepa-payment-complete', cookie: aino, body: { PaymentId } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await balance(db(), source.id)).toBe(10_00);
  });
});
