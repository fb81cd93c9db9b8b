import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, balanceParts } from '../db/schema';
import { AINO, balance, customerIdOf, fund, openAccount } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';
import { checkBalances } from './balanceCheck';
import { internalAccountId } from './ledger';

let bank: TestBank;

beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

describe('the balance check', () => {
  it('finds every stored balance of the seeded bank equal to the sum of its postings', async () => {
    const check = await checkBalances(bank.database.db);
    expect(check.accounts).toBeGreaterThan(20);
    expect(check.mismatches).toEqual([]);
  });

  it('names an account whose balance was changed behind the ledger’s back, and by how much', async () => {
    const customerId = await customerIdOf(bank, await bank.cookieFor(AINO));
    const account = await openAccount(bank.database.db, customerId);
    await fund(bank.database.db, account.id, 250_00);
    expect(await balance(bank.database.db, account.id)).toBe(250_00);

    await bank.database.db
      .update(accounts)
      .set({ balance: sql`${accounts.balance} + 1` })
      .where(eq(accounts.id, account.id));

    expect((await checkBalances(bank.database.db)).mismatches).toEqual([
      {
        accountId: account.id,
        iban: account.iban,
        name: expect.any(String),
        stored: 250_01,
        posted: 250_00,
      },
    ]);
  });

  it('counts the balance parts of the bank’s own accounts, and names one changed behind its back', async () => {
    const db = bank.database.db;
    const customerId = await customerIdOf(bank, await bank.cookieFor(AINO));
    const account = await openAccount(db, customerId);
    await fund(db, account.id, 100_00);
    const clearing = await db.transaction((tx) => internalAccountId(tx, 'clearing'));
    const [part] = await db.select().from(balanceParts).where(eq(balanceParts.accountId, clearing));
    expect(part).toBeDefined();
    const clearingMismatch = async () =>
      (await checkBalances(db)).mismatches.find(({ accountId }) => accountId === clearing);
    expect(await clearingMismatch()).toBeUndefined();

    await db
      .update(balanceParts)
      .set({ amount: sql`${balanceParts.amount} - 1` })
      .where(and(eq(balanceParts.accountId, clearing), eq(balanceParts.part, part!.part)));

    const changed = await clearingMismatch();
    expect(changed!.stored - changed!.posted).toBe(-1);
  });
});

describe('the migration that added stored balances', () => {
  it('fills every account’s balance from its postings', async () => {
    const migration = readFileSync(
      resolve(import.meta.dirname, '../../drizzle/0002_account_balance.sql'),
      'utf8',
    );
    const backFill = migration
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('UPDATE "accounts"'));
    expect(backFill).toBeDefined();
    // The accounts as the migration finds them: booked, with the new column at its default and
    // no balance parts (a later migration's).
    await bank.database.db.update(accounts).set({ balance: 0 });
    await bank.database.db.delete(balanceParts);
    expect((await checkBalances(bank.database.db)).mismatches.length).toBeGreaterThan(20);

    await bank.database.db.execute(sql.raw(backFill!));

    expect((await checkBalances(bank.database.db)).mismatches).toEqual([]);
  });
});
