import { subDays } from 'date-fns';
import { and, eq, lte, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../api/client';
import { formatDate, toIsoDate } from '../../domain/dates/dates';
import { formatIban } from '../../domain/payments/iban';
import { formatMoney } from '../../domain/money/money';
import { termDepositInterest } from '../../domain/accounts/termDeposit';
import { themeFor } from '../../themes/nodeBrands';
import { accounts, customers, postings } from '../db/schema';
import { internalAccountId, postBooking } from '../ledger/ledger';
import { SANDBOX_BANK } from '../seed/ibans';
import { bankDay, bankDayIso } from '../services/bankDay';
import { accruedThrough } from '../jobs/interest';
import { companyCookie } from '../testing/companySession';
import { expectNoServerError } from '../testing/fuzz';
import { pdfStreams, pdfTextRuns } from '../testing/pdfText';
import { startTestBank, type TestBank } from '../testing/testBank';

const JUKKA = '080574-9575';
const AINO = '140388-9028';

interface Listed {
  Id: string;
  Type: string;
  CustomName: string;
  Iban: string;
  Balance: number;
  IsSavingsAccount: boolean;
  IsPaymentAccount: boolean;
}

let bank: TestBank;
let company: string;
let companyAccounts: Listed[];
const today = bankDayIso(new Date());

/** What the certificate shows for an amount: fi-FI, its no-break spaces drawn as spaces. */
const shown = (cents: number) =>
  formatMoney(cents)
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace('\u2212', '-');

// The purple brand, to show the header band follows the configuration.
beforeAll(async () => {
  bank = await startTestBank({ BRAND: 'purple' });
  company = await companyCookie(bank, JUKKA);
  companyAccounts = (
    await bank.call({ url: '/api/bank/company-accounts', cookie: company })
  ).json();
});
afterAll(() => bank.close());

const fetchPdf = (path: string, cookie: string, headers?: Record<string, string>) =>
  bank.call({ method: 'GET', url: path, cookie, ...(headers ? { headers } : {}) });

const account = (predicate: (a: Listed) => boolean) => companyAccounts.find(predicate)!;

describe('the balance and interest certificate', () => {
  it('is a one-page PDF download with the account, its owner and balance, in Finnish', async () => {
    const main = account((a) => a.CustomName === 'Päätili');
    const response = await fetchPdf(`/api/bank/balance-certificate?accountId=${main.Id}`, company);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="saldotodistus-${today}.pdf"`,
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe('Saldo- ja korkotodistus');

    const text = pdfTextRuns(bytes).join('\n');
    const [kuusela] = await bank.database.db
      .select()
      .from(customers)
      .where(eq(customers.name, 'Kuusela Rakennus Oy'));
    for (const expected of [
      'Saldo- ja korkotodistus',
      'Päätili',
      'Kuusela Rakennus Oy',
      kuusela!.identityCode,
      formatIban(main.Iban),
      shown(Math.round(main.Balance * 100)),
      SANDBOX_BANK.name,
      `BIC ${SANDBOX_BANK.bic}`,
      `Todistus on annettu ${formatDate(today)}.`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/\d €/);
  });

  it('is written in the language the customer asks in', async () => {
    const main = account((a) => a.CustomName === 'Päätili');
    const response = await fetchPdf(`/api/bank/balance-certificate?accountId=${main.Id}`, company, {
      'accept-language': 'en',
    });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="balance-certificate-${today}.pdf"`,
    );
    const document = await PDFDocument.load(response.rawPayload);
    expect(document.getTitle()).toBe('Balance and interest certificate');
    const text = pdfTextRuns(response.rawPayload).join('\n');
    expect(text).toContain('Account holder');
    expect(text).toContain('carries no signature');
    expect(text).toMatch(/€[\d,]+\.\d\d/);
  });

  it('draws the header band in the configured brand’s colour', async () => {
    const main = account((a) => a.IsPaymentAccount);
    const response = await fetchPdf(`/api/bank/balance-certificate?accountId=${main.Id}`, company);
    const hex = themeFor('purple').colors.background.header;
    const channel = (i: number) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    const fills = pdfStreams(response.rawPayload).flatMap((stream) =>
      [...stream.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) rg/g)].map((m) => m.slice(1, 4).map(Number)),
    );
    expect(
      fills.some((fill) => fill.every((value, i) => Math.abs(value - channel(i)) < 0.002)),
    ).toBe(true);
  });

  it('on a past date shows that day’s balance and the interest accrued by then', async () => {
    const savings = account((a) => a.IsSavingsAccount);
    const date = toIsoDate(subDays(bankDay(new Date()), 20));
    const response = await fetchPdf(
      `/api/bank/balance-certificate?accountId=${savings.Id}&date=${date}`,
      company,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`saldotodistus-${date}.pdf`);
    const db = bank.database.db;
    const [{ balance }] = (await db
      .select({ balance: sql<number>`coalesce(sum(${postings.amount}), 0)`.mapWith(Number) })
      .from(postings)
      .where(and(eq(postings.accountId, savings.Id), lte(postings.valueDate, date)))) as [
      { balance: number },
    ];
    const [row] = await db.select().from(accounts).where(eq(accounts.id, savings.Id));
    const accrued = Math.round(
      await accruedThrough(db, row!, toIsoDate(subDays(bankDay(new Date()), 21))),
    );
    const text = pdfTextRuns(response.rawPayload).join('\n');
    expect(text).toContain(`Saldo ${formatDate(date)}`);
    expect(text).toContain(shown(balance));
    expect(text).toContain(shown(accrued));
    expect(text).toContain('1,25 % vuodessa');
  });

  it.each([
    ['a future date', () => toIsoDate(new Date(Date.now() + 3 * 86_400_000))],
    ['a date before the account was opened', () => '2001-01-01'],
    ['a date that does not exist', () => '2025-02-30'],
  ])('refuses %s (400 naming date)', async (_what, date) => {
    const main = account((a) => a.IsPaymentAccount);
    const response = await fetchPdf(
      `/api/bank/balance-certificate?accountId=${main.Id}&date=${date()}`,
      company,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState).toHaveProperty('date');
  });
});

describe('the term deposit certificate', () => {
  it('shows the amount, rate, dates and interest at maturity', async () => {
    const deposit = account((a) => a.Type === 'TermDeposit');
    const response = await fetchPdf(
      `/api/bank/deposit-certificate?accountId=${deposit.Id}`,
      company,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="talletustodistus-${today}.pdf"`,
    );
    const [row] = await bank.database.db.select().from(accounts).where(eq(accounts.id, deposit.Id));
    const text = pdfTextRuns(response.rawPayload).join('\n');
    for (const expected of [
      'Määräaikaistalletustodistus',
      'Kuusela Rakennus Oy',
      shown(4_000_000),
      '2,20 % vuodessa',
      formatDate(row!.openedAt),
      formatDate(row!.termDepositExpires!),
      '6 kk',
      shown(termDepositInterest(4_000_000, 2.2, 6)),
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('who gets a certificate', () => {
  const refused = async (path: string, accountId: string, cookie: string, status: number) => {
    const response = await fetchPdf(`${path}?accountId=${accountId}`, cookie);
    expect(response.statusCode).toBe(status);
    expect(Object.keys(response.json())).toEqual(['ModelState', 'status']);
    return response.json().ModelState;
  };

  it('not a person, even for their own account (403)', async () => {
    const aino = await bank.cookieFor(AINO);
    const [own] = (await bank.call({ url: '/api/bank/accounts', cookie: aino })).json();
    expect(await refused('/api/bank/balance-certificate', own.Id, aino, 403)).toHaveProperty(
      'customerType',
    );
  });

  it("not for another customer's account (404)", async () => {
    const aino = await bank.cookieFor(AINO);
    const [ainos] = (await bank.call({ url: '/api/bank/accounts', cookie: aino })).json();
    expect(await refused('/api/bank/balance-certificate', ainos.Id, company, 404)).toHaveProperty(
      'accountId',
    );
    // A person is refused the companies' certificates before any account is looked up.
    expect(
      await refused('/api/bank/balance-certificate', companyAccounts[0]!.Id, aino, 403),
    ).toHaveProperty('customerType');
  });

  it('the balance certificate is for bank accounts, the deposit certificate for term deposits', async () => {
    const deposit = account((a) => a.Type === 'TermDeposit');
    const main = account((a) => a.IsPaymentAccount);
    expect(await refused('/api/bank/balance-certificate', deposit.Id, company, 403)).toHaveProperty(
      'accountId',
    );
    expect(await refused('/api/bank/deposit-certificate', main.Id, company, 403)).toHaveProperty(
      'accountId',
    );
  });

  it('none for an investment-partner account or an account in another bank', async () => {
    const db = bank.database.db;
    const [kuusela] = await db
      .select()
      .from(customers)
      .where(eq(customers.name, 'Kuusela Rakennus Oy'));
    const rows = await db
      .insert(accounts)
      .values([
        {
          customerId: kuusela!.id,
          type: 'BankAccount' as const,
          product: 'investmentPartner' as const,
          customName: 'Sijoitustili',
        },
        {
          customerId: kuusela!.id,
          type: 'ExternalBankAccount' as const,
          product: 'external' as const,
          customName: 'Nordea',
          externalAccountNumber: 'FI2112345600000785',
        },
      ])
      .returning({ id: accounts.id });
    for (const { id } of rows) await refused('/api/bank/balance-certificate', id, company, 403);
  });

  it('no deposit certificate once the balance differs from the amount deposited', async () => {
    const deposit = account((a) => a.Type === 'TermDeposit');
    const [kuusela] = await bank.database.db
      .select()
      .from(customers)
      .where(eq(customers.name, 'Kuusela Rakennus Oy'));
    await bank.database.db.transaction(async (tx) =>
      postBooking(tx, {
        kind: 'correction',
        valueDate: today,
        customerId: kuusela!.id,
        legs: [
          { accountId: deposit.Id, amount: 100, transactionType: 'Deposit' },
          {
            accountId: await internalAccountId(tx, 'clearing'),
            amount: -100,
            transactionType: 'Deposit',
          },
        ],
      }),
    );
    await refused('/api/bank/deposit-certificate', deposit.Id, company, 403);
  });

  it('needs a session and the web bank’s CSRF header', async () => {
    const main = account((a) => a.IsPaymentAccount);
    for (const path of ['/api/bank/balance-certificate', '/api/bank/deposit-certificate']) {
      const anonymous = await bank.app.inject({
        method: 'GET',
        url: `${path}?accountId=${main.Id}`,
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      });
      expect(anonymous.statusCode).toBe(401);
      const withoutHeader = await bank.app.inject({
        method: 'GET',
        url: `${path}?accountId=${main.Id}`,
        headers: { cookie: company },
      });
      expect(withoutHeader.statusCode).toBe(403);
      expect(withoutHeader.json().ModelState).toHaveProperty('csrf');
    }
  });

  it.each(['/api/bank/balance-certificate', '/api/bank/deposit-certificate'])(
    '%s never answers 500 to a fuzzed query',
    async (url) => {
      await expectNoServerError(bank, {
        url,
        method: 'GET',
        cookie: company,
        fields: ['accountId', 'date'],
        known: [...companyAccounts.map((a) => a.Id), today, '2020-01-01'],
        runs: 40,
      });
    },
  );
});
