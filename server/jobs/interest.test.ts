import { addDays, subDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../domain/dates/dates';
import { buildApp } from '../app';
import { accounts, customers } from '../db/schema';
import { internalAccountId, postBooking } from '../ledger/ledger';
import { startTestBank, type TestBank } from '../testing/testBank';
import { bankDay, bankDayIso } from '../services/bankDay';
import { accrueInterest, accruedThrough, dailyInterest } from './interest';

let bank: TestBank;
const today = new Date();
const yesterday = toIsoDate(subDays(bankDay(today), 1));

beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

const savingsAccounts = () =>
  bank.database.db.select().from(accounts).where(eq(accounts.product, 'savings'));

/** A savings account of Aino's opened `daysAgo`, with deposits from another bank on given days. */
async function savingsWithDeposits(
  ratePercent: number,
  daysAgo: number,
  deposits: { daysAgo: number; cents: number }[],
) {
  const db = bank.database.db;
  const [aino] = await db.select().from(customers).where(eq(customers.name, 'Aino Virtanen'));
  const [account] = await db
    .insert(accounts)
    .values({
      customerId: aino!.id,
      type: 'BankAccount',
      product: 'savings',
      customName: `Koe ${daysAgo}`,
      interestRate: ratePercent,
      openedAt: toIsoDate(subDays(bankDay(today), daysAgo)),
    })
    .returning();
  for (const deposit of deposits) {
    await db.transaction(async (tx) => {
      const clearing = await internalAccountId(tx, 'clearing');
      await postBooking(tx, {
        kind: 'externalDeposit',
        valueDate: toIsoDate(subDays(bankDay(today), deposit.daysAgo)),
        customerId: aino!.id,
        legs: [
          { accountId: account!.id, amount: deposit.cents, transactionType: 'Deposit' },
          { accountId: clearing, amount: -deposit.cents, transactionType: 'Deposit' },
        ],
      });
    });
  }
  return account!;
}

const reread = async (id: string) =>
  (await bank.database.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;

describe('savings interest accrues daily', () => {
  it("agrees to the cent with the seed's own accrual for every savings account", async () => {
    const rows = await savingsAccounts();
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) {
      expect(row.interestAccruedTo).toBe(yesterday);
      expect(Math.round(await accruedThrough(bank.database.db, row, yesterday))).toBe(
        row.accruedInterest,
      );
    }
  });

  it('adds each day’s closing balance × rate / 365 over N days, keeping fractions of a cent', async () => {
    // 12 345,67 € for 10 days, then 500,01 € more for the last 7: 17 days to yesterday.
    const account = await savingsWithDeposits(1.5, 17, [
      { daysAgo: 17, cents: 1_234_567 },
      { daysAgo: 7, cents: 50_001 },
    ]);
    await accrueInterest(bank.database.db, today);
    const first = (1_234_567 * 0.015) / 365;
    const second = ((1_234_567 + 50_001) * 0.015) / 365;
    const expected = 10 * first + 7 * second;
    const accrued = await reread(account.id);
    expect(accrued.accruedInterest).toBe(Math.round(expected));
    expect(accrued.interestAccruedTo).toBe(yesterday);
    // Rounding each day would lose up to half a cent a day; the sum stays exact.
    expect(Math.abs(accrued.accruedInterest - expected)).toBeLessThanOrEqual(0.5);
    expect(dailyInterest(1_234_567, 1.5)).toBeCloseTo(first, 10);

    // Again today: nothing changes. Tomorrow: one more day at the closing balance.
    await accrueInterest(bank.database.db, today);
    expect((await reread(account.id)).accruedInterest).toBe(Math.round(expected));
    await accrueInterest(bank.database.db, addDays(today, 1));
    const nextDay = await reread(account.id);
    expect(nextDay.accruedInterest).toBe(Math.round(expected + second));
    expect(nextDay.interestAccruedTo).toBe(bankDayIso(today));
  });

  it('a small balance earns its fractions: 100 € at 1,5 % over 30 days is 12 cents, not 0', async () => {
    const account = await savingsWithDeposits(1.5, 30, [{ daysAgo: 30, cents: 10_000 }]);
    await accrueInterest(bank.database.db, today);
    // 0,41 cents a day: rounded daily it would never grow.
    expect((await reread(account.id)).accruedInterest).toBe(
      Math.round((30 * 10_000 * 0.015) / 365),
    );
  });

  it('an account opened today has nothing to accrue yet', async () => {
    const account = await savingsWithDeposits(1.5, 0, [{ daysAgo: 0, cents: 100_000 }]);
    await accrueInterest(bank.database.db, today);
    const row = await reread(account.id);
    expect(row.accruedInterest).toBe(0);
    expect(row.interestAccruedTo).toBeNull();
  });

  it('runs when the server starts, and the account shows it', async () => {
    // Aino's: other demo customers have a Säästötili too, and rows come in no fixed order.
    const [aino] = await bank.database.db
      .select()
      .from(customers)
      .where(eq(customers.name, 'Aino Virtanen'));
    const row = (await savingsAccounts()).find(
      (account) => account.customName === 'Säästötili' && account.customerId === aino!.id,
    );
    // (An earlier test moved every account's accrual a day ahead: compare with yesterday's.)
    const seeded = Math.round(await accruedThrough(bank.database.db, row!, yesterday));
    expect(seeded).toBeGreaterThan(0);
    await bank.database.db
      .update(accounts)
      .set({ accruedInterest: 0, interestAccruedTo: null })
      .where(eq(accounts.id, row!.id));
    const app = await buildApp({ config: bank.config, db: bank.database.db });
    await app.ready();
    await app.close();
    expect((await reread(row!.id)).accruedInterest).toBe(seeded);
    const cookie = await bank.cookieFor('140388-9028');
    const listed = (await bank.call({ url: '/api/bank/accounts', cookie })).json();
    const details = (
      await bank.call({ url: '/api/bank/account', cookie, body: { accountId: row!.id } })
    ).json();
    expect(listed.find((a: { Id: string }) => a.Id === row!.id).AccruedInterest).toBe(seeded / 100);
    expect(details.AccruedInterest).toBe(seeded / 100);
  });
});
