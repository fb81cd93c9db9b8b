import { randomUUID } from 'node:crypto';
import { addMonths } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../domain/dates/dates';
import { isValidIban } from '../../domain/payments/iban';
import { termDepositCalculation, termDepositInterest } from '../../domain/accounts/termDeposit';
import { accounts, postings } from '../db/schema';
import { SANDBOX_BANK } from '../seed/ibans';
import { bankDay, bankDayIso } from '../services/bankDay';
import { companyCookie } from '../testing/companySession';
import { expectNoServerError } from '../testing/fuzz';
import { startTestBank, type TestBank } from '../testing/testBank';

const AINO = '140388-9028';
const JUKKA = '080574-9575';
const PEKKA = '300965-931D';
const LIISA = '210662-9246';
const SANNA = '031296-968L';

// Rates unlike the defaults, to show they come from the configuration.
const RATES = { SAVINGS_RATE: '1.75', CORPORATE_SAVINGS_RATE: '1.1', TERM_DEPOSIT_RATE: '2.5' };

interface Details {
  Id: string;
  Type: string;
  Iban: string;
  CustomName: string;
  Balance: number;
  InterestRate: number;
  IsSavingsAccount: boolean;
  IsPaymentAccount: boolean;
  TermDepositAmount: number | null;
  TermDepositExpires: string | null;
  OpenedAt: string;
  Bic: string;
}

let bank: TestBank;
let aino: string;
let company: string;
const today = new Date();

beforeAll(async () => {
  bank = await startTestBank(RATES);
  aino = await bank.cookieFor(AINO);
  company = await companyCookie(bank, JUKKA);
});
afterAll(() => bank.close());

const open = (name: string, cookie: string, body: object = { TermsAccepted: true }) =>
  bank.call({ url: `/api/bank/${name}`, cookie, body: { IdempotencyKey: randomUUID(), ...body } });

async function allIbans(): Promise<string[]> {
  const rows = await bank.database.db.select({ iban: accounts.iban }).from(accounts);
  return rows.flatMap((row) => (row.iban ? [row.iban] : []));
}

describe('opening accounts', () => {
  it('opens one account for a retried submit, and refuses the same key for another request', async () => {
    const IdempotencyKey = randomUUID();
    const before = (await allIbans()).length;
    const first = await open('savings-account-create', aino, {
      TermsAccepted: true,
      IdempotencyKey,
    });
    const again = await open('savings-account-create', aino, {
      TermsAccepted: true,
      IdempotencyKey,
    });
    expect(again.json().Id).toBe(first.json().Id);
    expect((await allIbans()).length).toBe(before + 1);
    const other = await open('savings-account-create', aino, {
      TermsAccepted: true,
      IdempotencyKey,
      CustomName: 'Toinen',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().ModelState).toHaveProperty('IdempotencyKey');
  });

  it.each([
    ['basic-account-create', 'Kuluton käyttötili', 'Yritystili'],
    ['sepa-create-account', 'Kuluton käyttötili', 'Yritystili'],
  ])('%s opens an empty payment account without interest', async (name, personal, corporate) => {
    for (const [cookie, defaultName] of [
      [aino, personal],
      [company, corporate],
    ] as const) {
      const response = await open(name, cookie);
      expect(response.statusCode).toBe(200);
      const account: Details = response.json();
      expect(account).toMatchObject({
        Type: 'BankAccount',
        CustomName: defaultName,
        Balance: 0,
        InterestRate: 0,
        IsPaymentAccount: true,
        IsSavingsAccount: false,
        OpenedAt: bankDayIso(today),
        Bic: SANDBOX_BANK.bic,
      });
      expect(isValidIban(account.Iban)).toBe(true);
      expect(account.Iban.slice(4, 7)).toBe(SANDBOX_BANK.groupCode);
    }
  });

  it('opens a savings account at the configured rate for persons and companies', async () => {
    const personal: Details = (await open('savings-account-create', aino)).json();
    expect(personal).toMatchObject({
      IsSavingsAccount: true,
      InterestRate: 1.75,
      CustomName: 'Säästötili',
    });
    const corporate: Details = (
      await open('savings-account-create', company, { TermsAccepted: true, CustomName: 'Puskuri' })
    ).json();
    expect(corporate).toMatchObject({
      IsSavingsAccount: true,
      InterestRate: 1.1,
      CustomName: 'Puskuri',
    });
    const listed = (await bank.call({ url: '/api/bank/accounts', cookie: aino })).json();
    expect(listed.map((a: Details) => a.Id)).toContain(personal.Id);
  });

  it('gives every new account a valid IBAN that no other account has, also when opened at once', async () => {
    const opened = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        open(i % 2 ? 'savings-account-create' : 'basic-account-create', i % 3 ? aino : company),
      ),
    );
    expect(opened.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const ibans = await allIbans();
    expect(new Set(ibans).size).toBe(ibans.length);
    for (const response of opened) {
      const { Iban } = response.json();
      expect(isValidIban(Iban)).toBe(true);
      expect(ibans).toContain(Iban);
    }
  });

  it('refuses unaccepted terms (400), a view-only user, a lapsed KYC and a card holder (403)', async () => {
    const unaccepted = await open('basic-account-create', aino, { TermsAccepted: false });
    expect(unaccepted.statusCode).toBe(400);
    expect(unaccepted.json().ModelState).toEqual({ TermsAccepted: 'Hyväksy ehdot jatkaaksesi' });

    const before = (await allIbans()).length;
    const pekka = await bank.cookieFor(PEKKA);
    const liisa = await bank.cookieFor(LIISA);
    const sanna = await companyCookie(bank, SANNA).catch(() => bank.cookieFor(SANNA));
    for (const cookie of [pekka, liisa, sanna]) {
      for (const name of [
        'basic-account-create',
        'sepa-create-account',
        'savings-account-create',
      ]) {
        const response = await open(name, cookie);
        expect(response.statusCode, name).toBe(403);
        expect(response.json().ModelState).toHaveProperty('customer');
      }
    }
    const readOnly = await open('basic-account-create', pekka);
    expect(readOnly.json().ModelState.customer).toMatch(/katseluoikeus/);
    const lapsed = await open('basic-account-create', liisa);
    expect(lapsed.json().ModelState.customer).toMatch(/vanhentuneet/);
    expect((await allIbans()).length).toBe(before);
  });
});

describe('term deposits', () => {
  it('offers amounts and durations of 3–60 months around the configured rate', async () => {
    const response = await bank.call({
      method: 'GET',
      url: '/api/bank/term-deposit-calc',
      cookie: aino,
    });
    expect(response.statusCode).toBe(200);
    const { Items } = response.json();
    const calculation = termDepositCalculation(Items)!;
    expect(calculation).toMatchObject({
      minDuration: 3,
      maxDuration: 60,
      minAmount: 1_000,
      maxAmount: 100_000,
      defaultAmount: 10_000,
      defaultDuration: 24,
    });
    const twelveMonths = Items.find(
      (item: { Amount: number; DurationInMonths: number }) =>
        item.Amount === 1_000 && item.DurationInMonths === 12,
    );
    expect(twelveMonths.InterestRate).toBe(2.5);
  });

  it('quotes the interest at maturity and the maturity date', async () => {
    const response = await bank.call({
      url: '/api/bank/term-deposit-offer',
      cookie: aino,
      body: { Amount: 10_000, DurationInMonths: 24 },
    });
    expect(response.statusCode).toBe(200);
    const offer = response.json();
    expect(offer.InterestRate).toBe(2.5 + 0.1);
    expect(offer).toEqual({
      Amount: 10_000,
      DurationInMonths: 24,
      InterestRate: offer.InterestRate,
      InterestAtMaturity: termDepositInterest(1_000_000, offer.InterestRate, 24) / 100,
      MaturityDate: toIsoDate(addMonths(bankDay(today), 24)),
    });
  });

  it.each([
    [{ Amount: 10_000, DurationInMonths: 7 }, 'DurationInMonths'],
    [{ Amount: 999.99, DurationInMonths: 12 }, 'Amount'],
    [{ Amount: 100_000.01, DurationInMonths: 12 }, 'Amount'],
    [{ Amount: 0, DurationInMonths: 12 }, 'Amount'],
  ])('refuses %o naming %s', async (body, field) => {
    const response = await bank.call({ url: '/api/bank/term-deposit-offer', cookie: aino, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState).toHaveProperty(field);
  });

  async function ainosPayment(): Promise<Details> {
    const listed: Details[] = (await bank.call({ url: '/api/bank/accounts', cookie: aino })).json();
    return listed.find(
      (a) => a.IsPaymentAccount && a.CustomName === 'Kuluton käyttötili' && a.Balance > 2_000,
    )!;
  }
  const totalOfLedger = async () =>
    (
      await bank.database.db
        .select({ sum: sql<number>`coalesce(sum(${postings.amount}), 0)`.mapWith(Number) })
        .from(postings)
    )[0]!.sum;

  it('opens a deposit funded from the payment account in one booking, conserving money', async () => {
    const source = await ainosPayment();
    const response = await bank.call({
      url: '/api/bank/term-deposit-create',
      cookie: aino,
      body: {
        Amount: 1_500,
        DurationInMonths: 6,
        SourceAccountId: source.Id,
        TermsAccepted: true,
        IdempotencyKey: randomUUID(),
      },
    });
    expect(response.statusCode).toBe(200);
    const deposit: Details = response.json();
    expect(deposit).toMatchObject({
      Type: 'TermDeposit',
      Balance: 1_500,
      TermDepositAmount: 1_500,
      TermDepositExpires: toIsoDate(addMonths(bankDay(today), 6)),
      InterestRate: 2.5 - 0.25,
      CustomName: 'Määräaikaistalletus 6 kk',
    });
    expect(isValidIban(deposit.Iban)).toBe(true);
    const after = await bank.call({
      url: '/api/bank/account',
      cookie: aino,
      body: { accountId: source.Id },
    });
    expect(after.json().Balance).toBeCloseTo(source.Balance - 1_500, 2);
    expect(await totalOfLedger()).toBe(0);

    const moves = await bank.database.db
      .select()
      .from(postings)
      .where(eq(postings.accountId, deposit.Id));
    expect(moves).toHaveLength(1);
    const booking = await bank.database.db
      .select()
      .from(postings)
      .where(eq(postings.bookingId, moves[0]!.bookingId));
    expect(booking.map((leg) => leg.amount).sort((a, b) => a - b)).toEqual([-150_000, 150_000]);

    const listed: Details[] = (await bank.call({ url: '/api/bank/accounts', cookie: aino })).json();
    expect(listed.find((a) => a.Id === deposit.Id)?.Balance).toBe(1_500);
  });

  it('refuses too little money (422 on Amount) and opens nothing', async () => {
    const source = await ainosPayment();
    const count = async () => (await bank.database.db.select().from(accounts)).length;
    const before = await count();
    const response = await bank.call({
      url: '/api/bank/term-deposit-create',
      cookie: aino,
      body: {
        Amount: Math.min(100_000, Math.floor(source.Balance) + 1_000),
        DurationInMonths: 12,
        SourceAccountId: source.Id,
        TermsAccepted: true,
        IdempotencyKey: randomUUID(),
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().ModelState).toHaveProperty('Amount');
    expect(await count()).toBe(before);
    expect(await totalOfLedger()).toBe(0);
  });

  it('refuses a source that is not the own payment account, and view-only users', async () => {
    const listed: Details[] = (await bank.call({ url: '/api/bank/accounts', cookie: aino })).json();
    const savings = listed.find((a) => a.IsSavingsAccount)!;
    const companyAccount = (
      await bank.call({ url: '/api/bank/company-accounts', cookie: company })
    ).json()[0];
    const create = (cookie: string, SourceAccountId: string) =>
      bank.call({
        url: '/api/bank/term-deposit-create',
        cookie,
        body: {
          Amount: 1_000,
          DurationInMonths: 12,
          SourceAccountId,
          TermsAccepted: true,
          IdempotencyKey: randomUUID(),
        },
      });
    const fromSavings = await create(aino, savings.Id);
    expect(fromSavings.statusCode).toBe(400);
    expect(fromSavings.json().ModelState).toHaveProperty('SourceAccountId');
    const fromOther = await create(aino, companyAccount.Id);
    expect(fromOther.statusCode).toBe(404);
    expect(fromOther.json().ModelState).toHaveProperty('SourceAccountId');
    const pekka = await bank.cookieFor(PEKKA);
    const pekkas = (await bank.call({ url: '/api/bank/accounts', cookie: pekka })).json();
    const viewOnly = await create(pekka, pekkas[0].Id);
    expect(viewOnly.statusCode).toBe(403);
  });
});

describe('every product call', () => {
  const calls: [string, 'GET' | 'POST'][] = [
    ['basic-account-create', 'POST'],
    ['sepa-create-account', 'POST'],
    ['savings-account-create', 'POST'],
    ['term-deposit-calc', 'GET'],
    ['term-deposit-offer', 'POST'],
    ['term-deposit-create', 'POST'],
  ];

  it.each(calls)('%s answers 401 without a session', async (name, method) => {
    const response = await bank.call({
      method,
      url: `/api/bank/${name}`,
      body: { TermsAccepted: true },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(calls)('%s never answers 500 to a fuzzed payload', async (name, method) => {
    const listed: Details[] = (await bank.call({ url: '/api/bank/accounts', cookie: aino })).json();
    await expectNoServerError(bank, {
      url: `/api/bank/${name}`,
      method,
      cookie: aino,
      fields: ['TermsAccepted', 'CustomName', 'Amount', 'DurationInMonths', 'SourceAccountId'],
      known: [true, 12, 24, 1_000, 10_000.5, ...listed.map((a) => a.Id)],
      runs: 30,
    });
  });
});
