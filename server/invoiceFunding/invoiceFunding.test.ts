import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiInvoiceFunding } from '../../i18n/fi/invoiceFunding';
import { customerRights, customers, fundedInvoices, users } from '../db/schema';
import { SANNA } from '../testing/cards';
import { companyCookie } from '../testing/companySession';
import { expectNoServerError } from '../testing/fuzz';
import { AINO, JUKKA, PEKKA } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';
import { advanceFundedInvoices } from './advanceInvoices';

/** A company's invoice funding: totals, sales invoices by list, purchase invoices, as days pass. */

let bank: TestBank;
let jukka: string;

beforeAll(async () => {
  bank = await startTestBank();
  jukka = await companyCookie(bank, JUKKA);
});
afterAll(() => bank.close());

const TOTALS = '/api/bank/invoice-funding-totals';
const SALES = '/api/bank/invoice-funding-sales';
const HANDLING = '/api/bank/invoice-funding-handling';
const FILTERED = '/api/bank/invoice-funding-sales-paid-filtered';
const PURCHASE = '/api/bank/invoice-funding-purchase';

interface Invoice {
  Id: string;
  State: string;
  Amount: number;
  FundedAmount: number;
  OpenAmount: number;
  DueDate: string;
  PaidDate: string | null;
  Debtor?: string;
  Seller?: string;
}

const listOf = async (mainFilter: string, cookie = jukka): Promise<Invoice[]> => {
  const response = await bank.call({ url: FILTERED, cookie, body: { mainFilter } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toContain('no-store');
  return response.json();
};
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('the totals', () => {
  it('are the agreement’s limit, the advances outstanding, what is open and what is available', async () => {
    const response = await bank.call({ url: TOTALS, cookie: jukka });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const totals = response.json();
    expect(totals.FundingLimit).toBe(150_000);
    expect(totals.AdvancePercent).toBe(80);
    expect(totals.Funded).toBeGreaterThan(0);
    expect(totals.Open).toBeGreaterThan(totals.Funded);
    expect(totals.Available).toBeLessThan(totals.FundingLimit - totals.Funded);
  });
});

describe('the sales invoices', () => {
  it('by list: the open ones, those in handling, the paid ones of three months and all paid', async () => {
    const active = await listOf('active');
    expect(active.length).toBeGreaterThan(0);
    expect(new Set(active.map((invoice) => invoice.State))).toEqual(new Set(['Funded', 'Overdue']));
    expect(active.map((invoice) => invoice.DueDate)).toEqual(
      active.map((invoice) => invoice.DueDate).sort(),
    );
    const [first] = active;
    expect(first!.FundedAmount).toBe(Math.floor(Math.round(first!.Amount * 100) * 0.8) / 100);
    expect(first!.OpenAmount).toBe(first!.Amount);
    expect(first!.Debtor).toEqual(expect.any(String));

    const handling = await listOf('handling');
    expect(handling.length).toBeGreaterThan(0);
    expect(handling.every((invoice) => invoice.State === 'Handling')).toBe(true);

    const recent = await listOf('paidFilter');
    const paid = await listOf('paid');
    expect(recent.length).toBeGreaterThan(0);
    expect(paid.length).toBeGreaterThan(recent.length);
    expect(recent.every((invoice) => invoice.PaidDate! >= daysAgo(91))).toBe(true);
    expect(paid.every((invoice) => invoice.State === 'Paid' && invoice.OpenAmount === 0)).toBe(
      true,
    );
    expect(paid.slice(0, recent.length)).toEqual(recent);
  });

  it('not yet paid are those in handling and the open ones; in handling, purchase ones too', async () => {
    const unpaid: Invoice[] = (await bank.call({ url: SALES, cookie: jukka })).json();
    const ids = (list: Invoice[]) => list.map((invoice) => invoice.Id).sort();
    expect(ids(unpaid)).toEqual(ids([...(await listOf('active')), ...(await listOf('handling'))]));
    const handling = (await bank.call({ url: HANDLING, cookie: jukka })).json();
    expect(ids(handling.Sales)).toEqual(ids(await listOf('handling')));
    expect(handling.Purchase.every((invoice: Invoice) => invoice.State === 'Handling')).toBe(true);
  });

  it('names a list it does not know, and an unknown field, never answering 500', async () => {
    const wrong = await bank.call({ url: FILTERED, cookie: jukka, body: { mainFilter: 'open' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().ModelState).toEqual({
      mainFilter: fiInvoiceFunding.validation.mainFilter,
    });
    const missing = await bank.call({ url: FILTERED, cookie: jukka, body: {} });
    expect(Object.keys(missing.json().ModelState)).toEqual(['mainFilter']);
    const extra = await bank.call({
      url: FILTERED,
      cookie: jukka,
      body: { mainFilter: 'paid', customerId: 'x' },
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('the purchase invoices', () => {
  it('are the bank’s payments to the company’s sellers, the latest due first', async () => {
    const response = await bank.call({ url: PURCHASE, cookie: jukka });
    const purchase: Invoice[] = response.json();
    expect(purchase.length).toBeGreaterThan(3);
    expect(
      purchase.every((invoice) => invoice.Seller && invoice.FundedAmount === invoice.Amount),
    ).toBe(true);
    expect(purchase.map((invoice) => invoice.DueDate)).toEqual(
      purchase
        .map((invoice) => invoice.DueDate)
        .sort()
        .reverse(),
    );
  });
});

describe('as days pass', () => {
  it('the bank’s job funds those in handling, and pays the open ones whose payment comes', async () => {
    const handling = await listOf('handling');
    const later = new Date(Date.now() + 120 * 86_400_000);
    expect(await advanceFundedInvoices(bank.database.db, later)).toBeGreaterThan(0);
    expect(await advanceFundedInvoices(bank.database.db, later)).toBe(0);
    expect(await listOf('handling')).toEqual([]);
    const paidIds = (await listOf('paid')).map((invoice) => invoice.Id);
    for (const sent of handling) expect(paidIds).toContain(sent.Id);
    // The debtor who never pays stays overdue.
    expect((await listOf('active')).map((invoice) => invoice.State)).toEqual(['Overdue']);
  });
});

describe('who sees it', () => {
  it('is the session’s company only: another company with a right for Jukka sees its own', async () => {
    const [other] = await bank.database.db
      .insert(customers)
      .values({ type: 'Company', name: 'Virtanen Design Oy', identityCode: '1572860-0' })
      .returning();
    const [sanna] = await bank.database.db.select().from(users).where(eq(users.personalId, SANNA));
    await bank.database.db
      .insert(customerRights)
      .values({ userId: sanna!.id, customerId: other!.id, role: 'MainUser' });
    await bank.database.db.insert(fundedInvoices).values({
      customerId: other!.id,
      kind: 'Sales',
      invoiceNumber: '1',
      counterparty: 'Muotoilu Oy',
      amount: 100_00,
      fundedAmount: 80_00,
      invoiceDate: daysAgo(3),
      dueDate: daysAgo(-20),
      submittedOn: daysAgo(3),
      state: 'Funded',
    });
    const sannaForOther = await companyCookieOf(other!.id);
    expect((await bank.call({ url: TOTALS, cookie: sannaForOther })).json()).toBeNull();
    expect((await listOf('active', sannaForOther)).map((invoice) => invoice.Debtor)).toEqual([
      'Muotoilu Oy',
    ]);
    expect((await listOf('active')).map((invoice) => invoice.Debtor)).not.toContain('Muotoilu Oy');
  });

  it('is refused to persons and to the company’s card holder, and without a session', async () => {
    const refused = [AINO, PEKKA, SANNA].map((personalId) => bank.cookieFor(personalId));
    for (const cookie of await Promise.all(refused)) {
      expect((await bank.call({ url: TOTALS, cookie })).statusCode).toBe(403);
      expect(
        (await bank.call({ url: FILTERED, cookie, body: { mainFilter: 'paid' } })).statusCode,
      ).toBe(403);
    }
    expect((await bank.call({ url: PURCHASE })).statusCode).toBe(401);
  });
});

/** Sanna's session switched to the company given (she holds Kuusela's card, and now this). */
async function companyCookieOf(companyId: string) {
  const cookie = await bank.cookieFor(SANNA);
  const switched = await bank.call({
    url: '/api/auth/account-switch',
    cookie,
    body: { CustomerId: companyId },
  });
  expect(switched.statusCode, switched.body).toBe(200);
  return cookie;
}

describe('fuzzed payloads', () => {
  it('never get a 500', async () => {
    await expectNoServerError(bank, {
      url: FILTERED,
      cookie: jukka,
      fields: ['mainFilter'],
      known: ['active', 'handling', 'paidFilter', 'paid'],
      runs: 40,
    });
    for (const url of [TOTALS, SALES, HANDLING, PURCHASE]) {
      await expectNoServerError(bank, { url, cookie: jukka, fields: ['mainFilter'], runs: 8 });
    }
  }, 60_000);
});
