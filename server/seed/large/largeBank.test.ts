import { subMonths } from 'date-fns';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../../domain/dates/dates';
import { parseFinnishPersonalId } from '../../../domain/identity/finnishPersonalId';
import { isValidIban } from '../../../domain/payments/iban';
import type { Database } from '../../db/database';
import { accounts, bookings, customerRights, customers, postings, users } from '../../db/schema';
import { checkBalances } from '../../ledger/balanceCheck';
import { draftFor } from '../../testing/payments';
import { startTestBank, type TestBank } from '../../testing/testBank';
import { seedLargeBank, type LargeBankCounts } from './index';
import { parseLargeBankOptions } from './options';

const OPTIONS = { customers: 20, months: 3 };
const today = new Date();

let bank: TestBank;
let again: TestBank;
let written: LargeBankCounts;
let demoBookings: number;

async function addLargeBank(db: Database): Promise<LargeBankCounts> {
  return db.transaction((tx) => seedLargeBank(tx, today, OPTIONS));
}

/** The generated people: every user the identification page does not offer. */
function generatedPeople(db: Database) {
  return db
    .select({ user: users, customer: customers })
    .from(users)
    .innerJoin(customerRights, eq(customerRights.userId, users.id))
    .innerJoin(customers, eq(customers.id, customerRights.customerId))
    .where(isNull(users.demoRole))
    .orderBy(asc(customers.identityCode));
}

/** Every posting on the generated customers' accounts, as a statement shows it. */
async function generatedHistory(db: Database) {
  const ids = (await generatedPeople(db)).map(({ customer }) => customer.id);
  return db
    .select({
      iban: accounts.iban,
      valueDate: postings.valueDate,
      createdAt: postings.createdAt,
      amount: postings.amount,
      type: postings.transactionType,
      counterparty: postings.counterpartyName,
      counterpartyIban: postings.counterpartyIban,
      reference: postings.reference,
      message: postings.message,
    })
    .from(postings)
    .innerJoin(accounts, eq(accounts.id, postings.accountId))
    .where(inArray(accounts.customerId, ids))
    .orderBy(
      asc(accounts.iban),
      asc(postings.createdAt),
      asc(postings.amount),
      asc(postings.counterpartyName),
    );
}

beforeAll(async () => {
  [bank, again] = await Promise.all([startTestBank(), startTestBank()]);
  const [demo] = await bank.database.db.select({ n: count() }).from(bookings);
  demoBookings = demo?.n ?? 0;
  written = await addLargeBank(bank.database.db);
}, 120_000);

afterAll(async () => {
  await Promise.all([bank?.close(), again?.close()]);
});

describe('the large bank', () => {
  it('adds the customers and months asked for, with 50–80 postings a customer-month', async () => {
    const { db } = bank.database;
    const people = await generatedPeople(db);
    expect(people).toHaveLength(OPTIONS.customers);
    expect(written.customers).toBe(OPTIONS.customers);

    const ids = people.map(({ customer }) => customer.id);
    const own = await db.select().from(accounts).where(inArray(accounts.customerId, ids));
    expect(own).toHaveLength(written.accounts);
    for (const id of ids) {
      expect(own.filter((a) => a.customerId === id && a.product === 'payment')).toHaveLength(1);
    }
    const [all] = await db.select({ n: count() }).from(bookings);
    expect(all?.n).toBe(demoBookings + written.bookings);
    const [theirs] = await db
      .select({ n: count() })
      .from(postings)
      .innerJoin(bookings, eq(bookings.id, postings.bookingId))
      .where(inArray(bookings.customerId, ids));
    expect(theirs?.n).toBe(written.postings);
    const perCustomerMonth = written.postings / (OPTIONS.customers * OPTIONS.months);
    expect(perCustomerMonth).toBeGreaterThanOrEqual(50);
    expect(perCustomerMonth).toBeLessThanOrEqual(80);
  });

  it('passes the balance check: every stored balance is the sum of its postings', async () => {
    expect((await checkBalances(bank.database.db)).mismatches).toEqual([]);
  });

  it('keeps every generated account at or above zero at the end of every day', async () => {
    const history = await generatedHistory(bank.database.db);
    const byAccount = new Map<string | null, Map<string, number>>();
    for (const { iban, valueDate, amount } of history) {
      const days = byAccount.get(iban) ?? new Map<string, number>();
      days.set(valueDate, (days.get(valueDate) ?? 0) + amount);
      byAccount.set(iban, days);
    }
    expect(byAccount.size).toBe(written.accounts);
    for (const [iban, days] of byAccount) {
      let balance = 0;
      for (const [day, movement] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
        balance += movement;
        expect({ iban, day, balance }).toEqual({ iban, day, balance: Math.max(0, balance) });
      }
    }
  });

  it('gives generated people valid temporary henkilötunnus and IBANs the demo does not have', async () => {
    const { db } = bank.database;
    const people = await generatedPeople(db);
    const demo = (await db.select().from(users)).filter((user) => user.demoRole !== null);
    const demoIds = new Set(demo.map((user) => user.personalId));
    expect(demo.length).toBeGreaterThan(0);
    expect(demoIds.size).toBe(demo.length);
    const codes = people.map(({ user }) => user.personalId);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(parseFinnishPersonalId(code)?.temporary).toBe(true);
      expect(demoIds.has(code)).toBe(false);
    }
    const ibans = (await db.select({ iban: accounts.iban }).from(accounts)).map((a) => a.iban);
    const sandbox = ibans.filter((iban) => iban !== null);
    expect(new Set(sandbox).size).toBe(sandbox.length);
    for (const iban of sandbox) expect(isValidIban(iban)).toBe(true);
  });

  it('lets a generated customer in: the account list and the statement show what was booked', async () => {
    const [first] = await generatedPeople(bank.database.db);
    const cookie = await bank.cookieFor(first!.user.personalId);
    const listed = await bank.call({ url: '/api/bank/accounts', cookie });
    expect(listed.statusCode).toBe(200);
    const stored = await bank.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.customerId, first!.customer.id));
    const shown = listed.json() as { Id: string; Iban: string; Balance: number }[];
    expect(shown.map((a) => [a.Iban, Math.round(a.Balance * 100)]).sort()).toEqual(
      stored.map((a) => [a.iban, a.balance]).sort(),
    );

    const payment = stored.find((a) => a.product === 'payment')!;
    const statement = await bank.call({
      url: '/api/bank/accounttransactions',
      cookie,
      body: {
        accountId: payment.id,
        start: toIsoDate(subMonths(today, OPTIONS.months)),
        end: toIsoDate(today),
      },
    });
    expect(statement.statusCode).toBe(200);
    const [booked] = await bank.database.db
      .select({ n: count() })
      .from(postings)
      .where(eq(postings.accountId, payment.id));
    expect(statement.json()).toHaveLength(booked!.n);
  });

  it('gives a generated customer the security limits every person has: a payment may start', async () => {
    const [, second] = await generatedPeople(bank.database.db);
    const cookie = await bank.cookieFor(second!.user.personalId);
    const [payment] = await bank.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.customerId, second!.customer.id), eq(accounts.product, 'payment')));
    // Without limits the bank refuses the payment before identification (422 on PaymentAmount).
    const init = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie,
      body: draftFor(payment!.id),
    });
    expect(init.statusCode).toBe(200);
  });

  it('builds the same people and the same history when run again with the same options', async () => {
    await addLargeBank(again.database.db);
    const people = async (db: Database) =>
      (await generatedPeople(db)).map(({ user, customer }) => [
        user.personalId,
        customer.name,
        customer.email,
      ]);
    expect(await people(again.database.db)).toEqual(await people(bank.database.db));
    const history = await generatedHistory(again.database.db);
    expect(history.length).toBeGreaterThan(0);
    expect(history).toEqual(await generatedHistory(bank.database.db));
  });
});

describe('the seed’s options', () => {
  it('seeds the demo alone without options, and a large bank with both', () => {
    expect(parseLargeBankOptions([])).toBeNull();
    expect(parseLargeBankOptions(['--customers', '10000', '--months', '24'])).toEqual({
      customers: 10_000,
      months: 24,
    });
  });

  it('names the option that is missing or out of range', () => {
    expect(() => parseLargeBankOptions(['--customers', '10'])).toThrow(/--months \(missing\)/);
    expect(() => parseLargeBankOptions(['--customers', '0', '--months', '3'])).toThrow(
      /--customers 0: must be a whole number from 1 to 100000/,
    );
    expect(() => parseLargeBankOptions(['--customers', '5', '--months', '1.5'])).toThrow(
      /--months 1.5/,
    );
  });
});
