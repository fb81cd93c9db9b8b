import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bookings, paymentControls, payees, payments, postings } from '../db/schema';
import { internalAccountId } from '../ledger/ledger';
import { otherBankIban, sandboxIban } from '../seed/ibans';
import {
  AINO,
  balance,
  customerIdOf,
  fund,
  JUKKA,
  newKey,
  openAccount,
  PEKKA,
} from '../testing/money';
import { draftFor, pay, today } from '../testing/payments';
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

const db = () => bank.database.db;

async function accountOf(customerId: string, product: string) {
  const [row] = await db()
    .select()
    .from(accounts)
    .where(and(eq(accounts.customerId, customerId), eq(accounts.product, product as 'payment')));
  return row!;
}

const verify = (RecipientIban: string, RecipientName: string) =>
  bank.call({
    url: '/api/payments/consumer-verify-payee',
    cookie: aino,
    body: { RecipientIban, RecipientName },
  });

describe('verification of payee', () => {
  it('matches the holder of an account of this bank, and names the holder only on a close match', async () => {
    const jukkas = await accountOf(
      await customerIdOf(bank, await bank.cookieFor(JUKKA)),
      'payment',
    );
    expect((await verify(jukkas.iban!, 'Jukka Kuusela')).json()).toEqual({
      Result: 'Match',
      PayeeName: null,
    });
    expect((await verify(jukkas.iban!, 'kuusela jukka')).json().Result).toBe('Match');
    expect((await verify(jukkas.iban!, 'Jukka Kuusel')).json()).toEqual({
      Result: 'CloseMatch',
      PayeeName: 'Jukka Kuusela',
    });
    expect((await verify(jukkas.iban!, 'Matti Meikäläinen')).json()).toEqual({
      Result: 'NoMatch',
      PayeeName: null,
    });
  });

  it("knows the customers' own accounts in other banks by the customer's name", async () => {
    const external = await accountOf(ainoId, 'external');
    expect((await verify(external.externalAccountNumber!, 'Aino Virtanen')).json().Result).toBe(
      'Match',
    );
  });

  it('answers from the directory for the seed’s payees and well-known creditors', async () => {
    const virta = otherBankIban('sPankki', '7204118');
    expect((await verify(virta, 'Virta Sähkö')).json().Result).toBe('Match');
    expect((await verify(virta, 'Virta Sahko Oy')).json().Result).toBe('Match');
    expect((await verify(otherBankIban('nordea', '7100021'), 'Helen Oy')).json().Result).toBe(
      'Match',
    );
  });

  it('every payee the seed saved is in the directory under the name the seed gave', async () => {
    const seeded = await db().select().from(payees);
    expect(seeded.length).toBeGreaterThan(0);
    for (const payee of seeded) {
      const answer = (await verify(payee.receiverAccountNumber, payee.receiverName)).json();
      expect(answer.Result, payee.receiverName).toBe('Match');
    }
  });

  it('is NotPossible for another bank the sandbox cannot ask, NoMatch for a missing account of this bank', async () => {
    expect((await verify(otherBankIban('op', '9999997'), 'Kuka Tahansa')).json()).toEqual({
      Result: 'NotPossible',
      PayeeName: null,
    });
    expect((await verify(sandboxIban(888_888_888), 'Kuka Tahansa')).json().Result).toBe('NoMatch');
  });

  it('refuses an IBAN that is not one (400 on RecipientIban)', async () => {
    const response = await verify('FI00 0000', 'X');
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState).toEqual({ RecipientIban: 'Virheellinen tilinumero' });
  });
});

describe('SEPA instant payments', () => {
  const instant = {
    init: '/api/payments/sepa-instant-init-consumer',
    complete: '/api/payments/sepa-instant-complete-consumer',
  };

  async function fundedAccount(cents = 20_000_00) {
    const account = await openAccount(db(), ainoId);
    await fund(db(), account.id, cents);
    return account;
  }

  it('are booked at once when completed', async () => {
    const source = await fundedAccount();
    const { init, complete } = await pay(
      bank,
      aino,
      draftFor(source.id, { PaymentAmount: 40 }),
      instant,
    );
    expect(complete.json()).toMatchObject({
      Status: 'Booked',
      paymentType: 'Instant',
      BookingDate: today(),
    });
    const [row] = await db().select().from(payments).where(eq(payments.id, init.json().PaymentId));
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, row!.bookingId!));
    expect(booking!.kind).toBe('instantOut');
    expect(await balance(db(), source.id)).toBe(20_000_00 - 40_00);
  });

  it('over MaxPaymentAmount are refused (422 on PaymentAmount)', async () => {
    const source = await fundedAccount();
    const response = await bank.call({
      url: instant.init,
      cookie: aino,
      body: draftFor(source.id, { PaymentAmount: 2_000.01 }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().ModelState).toEqual({
      PaymentAmount: 'Pikamaksun enimmäismäärä on 2\u00a0000,00\u00a0€.',
    });
  });

  it('are due today (400 on DueDate otherwise)', async () => {
    const source = await fundedAccount();
    const tomorrow = new Date(Date.parse(`${today()}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const response = await bank.call({
      url: instant.init,
      cookie: aino,
      body: draftFor(source.id, { DueDate: tomorrow }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState).toEqual({ DueDate: 'Pikamaksu maksetaan aina tänään.' });
  });

  it('stay within the instant daily limit, whatever the all-transfer limit', async () => {
    await db()
      .update(paymentControls)
      .set({ dailyLimit: 50_000_00, monthlyLimit: 100_000_00 })
      .where(eq(paymentControls.customerId, ainoId));
    const source = await fundedAccount();
    // Earlier tests paid 40 € instantly today: 4 000 € more leaves 960 € of the 5 000 €.
    for (const amount of [2_000, 2_000]) {
      const { complete } = await pay(
        bank,
        aino,
        draftFor(source.id, { PaymentAmount: amount }),
        instant,
      );
      expect(complete.json().Status).toBe('Booked');
    }
    const response = await bank.call({
      url: instant.init,
      cookie: aino,
      body: draftFor(source.id, { PaymentAmount: 1_000 }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().ModelState.PaymentAmount).toBe(
      'Pikamaksu ylittää pikamaksujen päivittäisen rajan 5\u00a0000,00\u00a0€. Päivän rajasta on jäljellä 960,00\u00a0€.',
    );
  });

  it('are for persons: a company gets 403', async () => {
    const jukka = await bank.cookieFor(JUKKA);
    const company = (await bank.call({ method: 'GET', url: '/api/bank/customer', cookie: jukka }))
      .json()
      .AvailableCustomers.find((c: { customerType: string }) => c.customerType === 'Company');
    await bank.call({
      url: '/api/auth/account-switch',
      cookie: jukka,
      body: { CustomerId: company.CustomerId },
    });
    const source = await accountOf(company.CustomerId, 'payment');
    const response = await bank.call({
      url: instant.init,
      cookie: jukka,
      body: draftFor(source.id),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('deposits from own account in another bank', () => {
  it('list the external accounts and the accounts a deposit can go to', async () => {
    const external = (await bank.call({ url: '/api/payments/bank_accounts', cookie: aino })).json();
    expect(external.length).toBeGreaterThan(0);
    expect(external.every((a: { Type: string }) => a.Type === 'ExternalBankAccount')).toBe(true);
    const targets = (
      await bank.call({ url: '/api/payments/deposit_accounts_bank', cookie: aino })
    ).json();
    expect(targets.length).toBeGreaterThan(0);
    for (const account of targets) {
      expect(account.Type).toBe('BankAccount');
      expect(account.IsPaymentAccount || account.IsSavingsAccount).toBe(true);
    }
  });

  it('are booked once from the clearing account, however often completed', async () => {
    const external = await accountOf(ainoId, 'external');
    const target = await openAccount(db(), ainoId, 'savings');
    const clearing = await db().transaction((tx) => internalAccountId(tx, 'clearing'));
    const clearingBefore = await balance(db(), clearing);
    const body = {
      FromExternalAccountId: external.id,
      ToAccountId: target.id,
      Amount: 250,
      IdempotencyKey: newKey(),
    };
    const started = await bank.call({
      url: '/api/payments/bank_account_start_deposit',
      cookie: aino,
      body,
    });
    const again = await bank.call({
      url: '/api/payments/bank_account_start_deposit',
      cookie: aino,
      body,
    });
    expect(started.json()).toEqual({ DepositId: again.json().DepositId, Amount: 250 });
    const other = await bank.call({
      url: '/api/payments/bank_account_start_deposit',
      cookie: aino,
      body: { ...body, Amount: 251 },
    });
    expect(other.statusCode).toBe(422);
    expect(await balance(db(), target.id)).toBe(0);

    const complete = { DepositId: started.json().DepositId };
    const [first, second] = await Promise.all([
      bank.call({
        url: '/api/payments/bank_account_complete_deposit',
        cookie: aino,
        body: complete,
      }),
      bank.call({
        url: '/api/payments/bank_account_complete_deposit',
        cookie: aino,
        body: complete,
      }),
    ]);
    expect(first.json()).toMatchObject({ Amount: 250, Fee: 0, FromAccountBalance: 250 });
    expect(second.json().TransactionId).toBe(first.json().TransactionId);
    expect(await balance(db(), target.id)).toBe(250_00);
    expect((await balance(db(), clearing)) - clearingBefore).toBe(-250_00);
    const [leg] = await db()
      .select()
      .from(postings)
      .where(eq(postings.id, first.json().TransactionId));
    expect(leg).toMatchObject({
      transactionType: 'Deposit',
      counterpartyIban: external.externalAccountNumber,
    });
  });

  it("refuses a source that is not an external account (422) and another customer's target (404)", async () => {
    const payment = await accountOf(ainoId, 'payment');
    const external = await accountOf(ainoId, 'external');
    const start = (body: Record<string, unknown>) =>
      bank.call({
        url: '/api/payments/bank_account_start_deposit',
        cookie: aino,
        body: { Amount: 1, IdempotencyKey: newKey(), ...body },
      });
    const notExternal = await start({ FromExternalAccountId: payment.id, ToAccountId: payment.id });
    expect(notExternal.statusCode).toBe(422);
    expect(Object.keys(notExternal.json().ModelState)).toEqual(['FromExternalAccountId']);
    const jukkas = await accountOf(
      await customerIdOf(bank, await bank.cookieFor(JUKKA)),
      'payment',
    );
    const foreign = await start({ FromExternalAccountId: external.id, ToAccountId: jukkas.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().ModelState).toEqual({ ToAccountId: 'Tiliä ei löytynyt.' });
    const unknown = await bank.call({
      url: '/api/payments/bank_account_complete_deposit',
      cookie: aino,
      body: { DepositId: newKey() },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('the view-only customer cannot deposit (403)', async () => {
    const pekka = await bank.cookieFor(PEKKA);
    const pekkasId = await customerIdOf(bank, pekka);
    const response = await bank.call({
      url: '/api/payments/bank_account_start_deposit',
      cookie: pekka,
      body: {
        // Who may act is checked before anything in the request.
        FromExternalAccountId: (await accountOf(pekkasId, 'payment')).id,
        ToAccountId: (await accountOf(pekkasId, 'payment')).id,
        Amount: 1,
        IdempotencyKey: newKey(),
      },
    });
    expect(response.statusCode).toBe(403);
  });
});
