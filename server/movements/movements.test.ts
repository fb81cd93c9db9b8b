import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_SAVINGS_WITHDRAWALS_PER_YEAR } from '../../domain/accounts/accounts';
import { accounts, postings } from '../db/schema';
import { internalAccountId } from '../ledger/ledger';
import {
  AINO,
  balance,
  customerIdOf,
  fund,
  JUKKA,
  LIISA,
  newKey,
  openAccount,
  PEKKA,
} from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

let bank: TestBank;
let aino: string;
let ainoId: string;

beforeAll(async () => {
  bank = await startTestBank();
  aino = await bank.cookieFor(AINO);
  ainoId = await customerIdOf(bank, aino);
});
afterAll(() => bank.close());

const transfer = (cookie: string, body: Record<string, unknown>) =>
  bank.call({ url: '/api/bank/transfer', cookie, body: { IdempotencyKey: newKey(), ...body } });

async function ownAccountOf(customerId: string, product: string) {
  const rows = await bank.database.db
    .select()
    .from(accounts)
    .where(eq(accounts.customerId, customerId));
  return rows.find((row) => row.product === product)!;
}

async function feeIncome() {
  const id = await bank.database.db.transaction((tx) => internalAccountId(tx, 'feeIncome'));
  return balance(bank.database.db, id);
}

describe('own transfer (Oma siirto)', () => {
  it('moves money between two own accounts and answers the booking and the balance after it', async () => {
    const from = await openAccount(bank.database.db, ainoId);
    const to = await openAccount(bank.database.db, ainoId, 'savings');
    await fund(bank.database.db, from.id, 100_00);
    const response = await transfer(aino, {
      FromAccountId: from.id,
      ToAccountId: to.id,
      Amount: 40.5,
      Message: 'Säästöön',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Amount: 40.5, Fee: 0, FromAccountBalance: 59.5 });
    expect(await balance(bank.database.db, to.id)).toBe(40_50);
    const [leg] = await bank.database.db
      .select()
      .from(postings)
      .where(eq(postings.id, response.json().TransactionId));
    expect(leg).toMatchObject({
      accountId: from.id,
      amount: -40_50,
      transactionType: 'Transfer',
      message: 'Säästöön',
      counterpartyIban: to.iban,
    });
  });

  it('books once when the same request is sent twice with one key; the key with another request is refused', async () => {
    const from = await openAccount(bank.database.db, ainoId);
    const to = await openAccount(bank.database.db, ainoId);
    await fund(bank.database.db, from.id, 50_00);
    const body = {
      FromAccountId: from.id,
      ToAccountId: to.id,
      Amount: 10,
      IdempotencyKey: newKey(),
    };
    const [first, second] = await Promise.all([transfer(aino, body), transfer(aino, body)]);
    expect(first.json().TransactionId).toBe(second.json().TransactionId);
    expect(await balance(bank.database.db, to.id)).toBe(10_00);
    const other = await transfer(aino, { ...body, Amount: 11 });
    expect(other.statusCode).toBe(422);
    expect(other.json().ModelState).toHaveProperty('IdempotencyKey');
    expect(await balance(bank.database.db, to.id)).toBe(10_00);
  });

  it('refuses a transfer beyond the balance with 422 on Amount and books nothing', async () => {
    const from = await openAccount(bank.database.db, ainoId);
    const to = await openAccount(bank.database.db, ainoId);
    await fund(bank.database.db, from.id, 5_00);
    const response = await transfer(aino, {
      FromAccountId: from.id,
      ToAccountId: to.id,
      Amount: 5.01,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      ModelState: { Amount: 'Tilillä ei ole riittävästi katetta.' },
      status: 422,
    });
    expect(await balance(bank.database.db, from.id)).toBe(5_00);
  });

  it("answers 404 naming the field for another customer's account, without telling it exists", async () => {
    const jukka = await bank.cookieFor(JUKKA);
    const jukkasAccount = await ownAccountOf(await customerIdOf(bank, jukka), 'payment');
    const mine = await openAccount(bank.database.db, ainoId);
    await fund(bank.database.db, mine.id, 10_00);
    const response = await transfer(aino, {
      FromAccountId: mine.id,
      ToAccountId: jukkasAccount.id,
      Amount: 1,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().ModelState).toEqual({ ToAccountId: 'Tiliä ei löytynyt.' });
    const missing = await transfer(aino, {
      FromAccountId: newKey(),
      ToAccountId: mine.id,
      Amount: 1,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().ModelState).toEqual({ FromAccountId: 'Tiliä ei löytynyt.' });
  });

  it('refuses a term deposit, a card account, an investment-partner account and an external account (422)', async () => {
    const mine = await openAccount(bank.database.db, ainoId);
    await fund(bank.database.db, mine.id, 10_00);
    for (const product of ['termDeposit', 'card', 'investmentPartner'] as const) {
      const other = await openAccount(bank.database.db, ainoId, product);
      const response = await transfer(aino, {
        FromAccountId: mine.id,
        ToAccountId: other.id,
        Amount: 1,
      });
      expect(response.statusCode, product).toBe(422);
      expect(Object.keys(response.json().ModelState)).toEqual(['ToAccountId']);
    }
    const external = await ownAccountOf(ainoId, 'external');
    const response = await transfer(aino, {
      FromAccountId: external.id,
      ToAccountId: mine.id,
      Amount: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().ModelState)).toEqual(['FromAccountId']);
  });

  it('refuses the same account on both sides (400 on ToAccountId)', async () => {
    const mine = await openAccount(bank.database.db, ainoId);
    const response = await transfer(aino, {
      FromAccountId: mine.id,
      ToAccountId: mine.id,
      Amount: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().ModelState)).toEqual(['ToAccountId']);
  });
});

describe('savings withdrawals', () => {
  it(`gives a person ${FREE_SAVINGS_WITHDRAWALS_PER_YEAR} free withdrawals a year, then charges 5,00 € to fee income in the same booking`, async () => {
    const savings = await openAccount(bank.database.db, ainoId, 'savings');
    const payment = await openAccount(bank.database.db, ainoId);
    await fund(bank.database.db, savings.id, 100_00);
    const external = await ownAccountOf(ainoId, 'external');
    const feesBefore = await feeIncome();
    const fees: number[] = [];
    for (let i = 0; i < FREE_SAVINGS_WITHDRAWALS_PER_YEAR; i++) {
      const response = await transfer(aino, {
        FromAccountId: savings.id,
        ToAccountId: payment.id,
        Amount: 1,
      });
      fees.push(response.json().Fee);
    }
    // The seventh is a withdrawal to another bank: it counts the same as an own transfer.
    const seventh = await bank.call({
      url: '/api/bank/withdraw',
      cookie: aino,
      body: {
        AccountId: savings.id,
        AccountType: 'BankAccount',
        ToExternalAccountId: external.id,
        Amount: 2,
        IdempotencyKey: newKey(),
      },
    });
    expect(fees).toEqual([0, 0, 0, 0, 0, 0]);
    expect(seventh.statusCode).toBe(200);
    expect(seventh.json()).toMatchObject({
      Amount: 2,
      Fee: 5,
      FromAccountBalance: 100 - 6 - 2 - 5,
    });
    expect((await feeIncome()) - feesBefore).toBe(5_00);
    const legs = await bank.database.db
      .select()
      .from(postings)
      .where(eq(postings.accountId, savings.id));
    const feeLeg = legs.find((leg) => leg.message === 'Säästötilin nostopalkkio')!;
    const withdrawalLeg = legs.find((leg) => leg.id === seventh.json().TransactionId)!;
    expect(feeLeg.bookingId).toBe(withdrawalLeg.bookingId);
    expect(feeLeg.amount).toBe(-5_00);
  });

  it('charges a company for every savings withdrawal (free withdrawals are for persons only)', async () => {
    const jukka = await bank.cookieFor(JUKKA);
    const companyId = (await bank.call({ method: 'GET', url: '/api/bank/customer', cookie: jukka }))
      .json()
      .AvailableCustomers.find(
        (c: { customerType: string }) => c.customerType === 'Company',
      ).CustomerId;
    await bank.call({
      url: '/api/auth/account-switch',
      cookie: jukka,
      body: { CustomerId: companyId },
    });
    const savings = await openAccount(bank.database.db, companyId, 'savings');
    const payment = await openAccount(bank.database.db, companyId);
    await fund(bank.database.db, savings.id, 100_00);
    const response = await transfer(jukka, {
      FromAccountId: savings.id,
      ToAccountId: payment.id,
      Amount: 10,
    });
    expect(response.json()).toMatchObject({ Fee: 5, FromAccountBalance: 85 });
  });

  it('refuses a withdrawal beyond the balance once the fee is added, booking nothing', async () => {
    const savings = await openAccount(bank.database.db, ainoId, 'savings');
    const payment = await openAccount(bank.database.db, ainoId);
    await fund(bank.database.db, savings.id, 20_00);
    for (let i = 0; i < FREE_SAVINGS_WITHDRAWALS_PER_YEAR; i++) {
      await transfer(aino, { FromAccountId: savings.id, ToAccountId: payment.id, Amount: 1 });
    }
    const response = await transfer(aino, {
      FromAccountId: savings.id,
      ToAccountId: payment.id,
      Amount: 10,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().ModelState)).toEqual(['Amount']);
    expect(await balance(bank.database.db, savings.id)).toBe(14_00);
  });
});

describe('withdrawal to own account in another bank (Nosto)', () => {
  it('leaves through the clearing account; the external account row is not booked', async () => {
    const payment = await openAccount(bank.database.db, ainoId);
    await fund(bank.database.db, payment.id, 30_00);
    const external = await ownAccountOf(ainoId, 'external');
    const clearing = await bank.database.db.transaction((tx) => internalAccountId(tx, 'clearing'));
    const clearingBefore = await balance(bank.database.db, clearing);
    const externalBefore = await balance(bank.database.db, external.id);
    const response = await bank.call({
      url: '/api/bank/withdraw',
      cookie: aino,
      body: {
        AccountId: payment.id,
        AccountType: 'BankAccount',
        ToExternalAccountId: external.id,
        Amount: 12,
        IdempotencyKey: newKey(),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Amount: 12, Fee: 0, FromAccountBalance: 18 });
    expect((await balance(bank.database.db, clearing)) - clearingBefore).toBe(12_00);
    expect(await balance(bank.database.db, external.id)).toBe(externalBefore);
    const [leg] = await bank.database.db
      .select()
      .from(postings)
      .where(and(eq(postings.id, response.json().TransactionId)));
    expect(leg).toMatchObject({
      transactionType: 'Withdrawal',
      counterpartyIban: external.externalAccountNumber,
      counterpartyName: 'Aino Virtanen',
    });
  });

  it('goes only to an own external account: a payment account as target is refused (422)', async () => {
    const payment = await openAccount(bank.database.db, ainoId);
    const other = await openAccount(bank.database.db, ainoId);
    const response = await bank.call({
      url: '/api/bank/withdraw',
      cookie: aino,
      body: {
        AccountId: payment.id,
        AccountType: 'BankAccount',
        ToExternalAccountId: other.id,
        Amount: 1,
        IdempotencyKey: newKey(),
      },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().ModelState)).toEqual(['ToExternalAccountId']);
  });
});

describe('who may move money', () => {
  it('refuses the view-only customer (Pekka) with 403 and the read-only message', async () => {
    const pekka = await bank.cookieFor(PEKKA);
    const pekkasId = await customerIdOf(bank, pekka);
    const from = await ownAccountOf(pekkasId, 'payment');
    const to = await openAccount(bank.database.db, pekkasId, 'savings');
    const response = await transfer(pekka, {
      FromAccountId: from.id,
      ToAccountId: to.id,
      Amount: 1,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().ModelState.customer).toMatch(/vain katseluoikeus/);
  });

  it('refuses a customer whose KYC has expired (Liisa) with 403', async () => {
    const liisa = await bank.cookieFor(LIISA);
    const liisasId = await customerIdOf(bank, liisa);
    const from = await ownAccountOf(liisasId, 'payment');
    const to = await openAccount(bank.database.db, liisasId, 'savings');
    const response = await transfer(liisa, {
      FromAccountId: from.id,
      ToAccountId: to.id,
      Amount: 1,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().ModelState.customer).toMatch(/vanhentuneet/);
  });
});
