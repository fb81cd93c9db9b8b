import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingMovements } from '../../domain/invoiceFunding/fundingBookings';
import { advanceInvoice } from '../../domain/invoiceFunding/invoiceStates';
import { fiInvoiceFunding } from '../../i18n/fi/invoiceFunding';
import { accounts, bookings, customers, fundedInvoices, postings } from '../db/schema';
import { checkBalances } from '../ledger/balanceCheck';
import { INTERNAL_ACCOUNTS } from '../ledger/internalAccounts';
import { internalAccountId } from '../ledger/ledger';
import { companyCookie } from '../testing/companySession';
import { balance, fund, JUKKA, openAccount } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';
import { advanceFundedInvoices } from './advanceInvoices';
import { bookFundingMovement, currentAccountOf } from './fundingBookings';

/** Invoice funding moves money: each invoice's funding and payment booked once, as days pass. */

let bank: TestBank;
let jukka: string;
const db = () => bank.database.db;

beforeAll(async () => {
  bank = await startTestBank();
  jukka = await companyCookie(bank, JUKKA);
});
afterAll(() => bank.close());

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysOn = (days: number) => new Date(Date.now() + days * 86_400_000);

const fundingBookings = () =>
  db()
    .select({ key: bookings.idempotencyKey, valueDate: bookings.valueDate })
    .from(bookings)
    .where(eq(bookings.kind, 'invoiceFunding'));

/** The demo company's current account, where its funding moves money. */
async function companyAccount() {
  const [invoice] = await db().select().from(fundedInvoices).limit(1);
  return db().transaction((tx) => currentAccountOf(tx, invoice!.customerId));
}

describe('the seeded invoice funding', () => {
  it('predates the ledger: nothing of it is booked', async () => {
    expect(await fundingBookings()).toEqual([]);
  });

  it('gets the receivables account from the migration when seeded before it, once', async () => {
    const migration = readFileSync(
      resolve(import.meta.dirname, '../../drizzle/0020_invoice_funding_receivables.sql'),
      'utf8',
    );
    const receivables = and(
      eq(accounts.type, 'Internal'),
      eq(accounts.customName, INTERNAL_ACCOUNTS.invoiceFunding),
    );
    await db().delete(accounts).where(receivables);
    await db().execute(sql.raw(migration));
    await db().execute(sql.raw(migration));
    expect(await db().select().from(accounts).where(receivables)).toHaveLength(1);
  });
});

describe('the bank’s job, as days pass', () => {
  it('books each invoice’s funding and payment once, though two replicas run it at once', async () => {
    const later = daysOn(120);
    const unpaid = await db().select().from(fundedInvoices);
    const expected = unpaid.flatMap((row) =>
      fundingMovements(row, row, advanceInvoice(row, isoDay(later))).map(
        (movement) => `invoice-funding:${row.id}:${movement.event}`,
      ),
    );
    expect(expected.length).toBeGreaterThan(3);
    const account = await companyAccount();
    const before = await balance(db(), account);

    const [first, second] = await Promise.all([
      advanceFundedInvoices(db(), later),
      advanceFundedInvoices(db(), later),
    ]);
    expect(first + second).toBeGreaterThan(0);
    expect(await advanceFundedInvoices(db(), later)).toBe(0);

    const booked = await fundingBookings();
    expect(booked.map(({ key }) => key).sort()).toEqual(expected.sort());
    // The company's account moved by exactly its legs of those bookings.
    const legs = await db()
      .select({ amount: postings.amount })
      .from(postings)
      .innerJoin(bookings, eq(bookings.id, postings.bookingId))
      .where(and(eq(bookings.kind, 'invoiceFunding'), eq(postings.accountId, account)));
    const moved = legs.reduce((sum, leg) => sum + Number(leg.amount), 0);
    expect(moved).not.toBe(0);
    expect((await balance(db(), account)) - before).toBe(moved);
    expect((await checkBalances(db())).mismatches).toEqual([]);
  });

  it('shows the bookings on the company’s statement in the bank’s words', async () => {
    const account = await companyAccount();
    const response = await bank.call({
      url: '/api/bank/sepa-account-transactions',
      cookie: jukka,
      body: { accountId: account, start: isoDay(daysOn(-1)), end: isoDay(daysOn(2)) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const [handling] = await db()
      .select()
      .from(fundedInvoices)
      .where(eq(fundedInvoices.submittedOn, isoDay(new Date())));
    const advance = fiInvoiceFunding.statement.salesAdvance.replace(
      '{{number}}',
      handling!.invoiceNumber,
    );
    expect(response.json()).toContainEqual(
      expect.objectContaining({ Message: advance, Amount: handling!.fundedAmount / 100 }),
    );
  });

  it('books a movement booked already no second time', async () => {
    const [invoice] = await db()
      .select()
      .from(fundedInvoices)
      .where(eq(fundedInvoices.submittedOn, isoDay(new Date())));
    const [movement] = fundingMovements(invoice!, { state: 'Handling' }, invoice!);
    const funding = await db().transaction((tx) => internalAccountId(tx, 'invoiceFunding'));
    const before = await balance(db(), funding);
    await db().transaction((tx) => bookFundingMovement(tx, invoice!, movement!));
    expect(await balance(db(), funding)).toBe(before);
    const keyed = await db()
      .select()
      .from(bookings)
      .where(like(bookings.idempotencyKey, `invoice-funding:${invoice!.id}:%`));
    expect(keyed).toHaveLength(2);
  });

  it('leaves a purchase invoice overdue while the company’s account cannot repay it, and books it when it can', async () => {
    const [company] = await db()
      .insert(customers)
      .values({ type: 'Company', name: 'Virtanen Design Oy', identityCode: '1572860-0' })
      .returning();
    const account = await openAccount(db(), company!.id);
    const [invoice] = await db()
      .insert(fundedInvoices)
      .values({
        customerId: company!.id,
        kind: 'Purchase',
        invoiceNumber: '7',
        counterparty: 'Muotoilu Oy',
        amount: 500_00,
        fundedAmount: 500_00,
        invoiceDate: isoDay(daysOn(-40)),
        submittedOn: isoDay(daysOn(-40)),
        dueDate: isoDay(daysOn(-10)),
        settlesOn: isoDay(daysOn(-10)),
        state: 'Funded',
        fundedOn: isoDay(daysOn(-39)),
      })
      .returning();
    const stateOf = async () =>
      (await db().select().from(fundedInvoices).where(eq(fundedInvoices.id, invoice!.id)))[0]!
        .state;

    expect(await advanceFundedInvoices(db(), new Date())).toBe(1);
    expect(await stateOf()).toBe('Overdue');
    expect(await balance(db(), account.id)).toBe(0);

    await fund(db(), account.id, 600_00);
    expect(await advanceFundedInvoices(db(), new Date())).toBe(1);
    expect(await stateOf()).toBe('Paid');
    expect(await balance(db(), account.id)).toBe(600_00 - 506_00);
    expect((await checkBalances(db())).mismatches).toEqual([]);
  });
});
