import { subDays } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../domain/dates/dates';
import { FREE_SAVINGS_WITHDRAWALS_PER_YEAR } from '../../domain/accounts/accounts';
import { accounts, customers, payments, postings, users } from '../db/schema';
import { internalAccountId, postBooking } from '../ledger/ledger';
import { SANDBOX_BANK } from '../seed/ibans';
import { bankDayIso } from '../services/bankDay';
import { companyCookie } from '../testing/companySession';
import { expectNoServerError } from '../testing/fuzz';
import { startTestBank, type TestBank } from '../testing/testBank';

const AINO = '140388-9028';
const JUKKA = '080574-9575';
const PEKKA = '300965-931D';
const LIISA = '210662-9246';

interface ListedAccount {
  Id: string;
  Type: string;
  CustomName: string;
  IsSavingsAccount: boolean;
  IsPaymentAccount: boolean;
  Balance: number;
}

let bank: TestBank;
let aino: string;
let company: string;
let ainoAccounts: ListedAccount[];
let companyAccounts: ListedAccount[];
const today = bankDayIso(new Date());

const ainos = (predicate: (account: ListedAccount) => boolean) => {
  const found = ainoAccounts.find(predicate);
  if (!found) throw new Error('Aino has no such account');
  return found;
};

beforeAll(async () => {
  bank = await startTestBank();
  aino = await bank.cookieFor(AINO);
  company = await companyCookie(bank, JUKKA);
  ainoAccounts = (await bank.call({ url: '/api/bank/accounts', cookie: aino })).json();
  companyAccounts = (
    await bank.call({ url: '/api/bank/company-accounts', cookie: company })
  ).json();
});
afterAll(() => bank.close());

describe('an account and its details', () => {
  it.each(['sepa-account', 'account'])(
    '%s answers the own account with owner, BIC and credit',
    async (name) => {
      const payment = ainos((a) => a.IsPaymentAccount);
      const response = await bank.call({
        url: `/api/bank/${name}`,
        cookie: aino,
        body: { accountId: payment.Id },
      });
      expect(response.statusCode).toBe(200);
      const details = response.json();
      expect(details).toMatchObject({
        Id: payment.Id,
        Balance: payment.Balance,
        OwnerName: 'Aino Virtanen',
        Bic: SANDBOX_BANK.bic,
        CreditLimit: 0,
        FreeWithdrawalsLeft: null,
      });
      expect(details.OpenedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  );

  it("another customer's account is not found (404 naming accountId), nor the bank's own", async () => {
    const clearing = await bank.database.db.transaction((tx) => internalAccountId(tx, 'clearing'));
    for (const accountId of [companyAccounts[0]!.Id, clearing, crypto.randomUUID()]) {
      const response = await bank.call({
        url: '/api/bank/sepa-account',
        cookie: aino,
        body: { accountId },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().ModelState).toHaveProperty('accountId');
    }
  });

  it('counts a person’s free savings withdrawals from this year’s own transfers and withdrawals', async () => {
    const savings = ainos((a) => a.IsSavingsAccount);
    const payment = ainos((a) => a.IsPaymentAccount);
    const read = async () =>
      (
        await bank.call({ url: '/api/bank/account', cookie: aino, body: { accountId: savings.Id } })
      ).json().FreeWithdrawalsLeft as number;
    const before = await read();
    expect(before).toBeGreaterThanOrEqual(0);
    expect(before).toBeLessThanOrEqual(FREE_SAVINGS_WITHDRAWALS_PER_YEAR);

    const [owner] = await bank.database.db
      .select({ id: customers.id })
      .from(customers)
      .innerJoin(accounts, eq(accounts.customerId, customers.id))
      .where(eq(accounts.id, savings.Id));
    const move = (kind: string, amount: number, type: 'Transfer' | 'TaxWithhold') =>
      bank.database.db.transaction((tx) =>
        postBooking(tx, {
          kind,
          valueDate: today,
          customerId: owner!.id,
          legs: [
            { accountId: savings.Id, amount: -amount, transactionType: type },
            { accountId: payment.Id, amount, transactionType: type },
          ],
        }),
      );
    await move('ownTransfer', 100, 'Transfer');
    expect(await read()).toBe(Math.max(0, before - 1));
    // The bank's own bookings (interest tax here) are not the customer's withdrawals.
    await move('savingsInterest', 5, 'TaxWithhold');
    expect(await read()).toBe(Math.max(0, before - 1));
  });

  it('a company’s savings account has no free withdrawals to count (null)', async () => {
    const savings = companyAccounts.find((a) => a.IsSavingsAccount)!;
    const details = (
      await bank.call({
        url: '/api/bank/account',
        cookie: company,
        body: { accountId: savings.Id },
      })
    ).json();
    expect(details.FreeWithdrawalsLeft).toBeNull();
    expect(details.OwnerName).toBe('Kuusela Rakennus Oy');
  });
});

describe('transactions', () => {
  const range = { start: toIsoDate(subDays(new Date(), 90)), end: today };

  it.each(['sepa-account-transactions', 'accounttransactions'])(
    '%s lists the range newest first, signed, with the counterparty',
    async (name) => {
      const payment = ainos((a) => a.IsPaymentAccount);
      const response = await bank.call({
        url: `/api/bank/${name}`,
        cookie: aino,
        body: { accountId: payment.Id, ...range },
      });
      expect(response.statusCode).toBe(200);
      const rows = response.json() as {
        BookingDate: string;
        Amount: number;
        Name: string | null;
        Recipient: string | null;
        TransactionTypeEnum: string;
      }[];
      expect(rows.length).toBeGreaterThan(10);
      const dates = rows.map((row) => row.BookingDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(dates.every((date) => date >= range.start && date <= range.end)).toBe(true);
      expect(rows.some((row) => row.Amount > 0)).toBe(true);
      expect(rows.some((row) => row.Amount < 0)).toBe(true);
      const rent = rows.find((row) => row.Name === 'Kiinteistö Oy Vallilan Helmi');
      expect(rent).toMatchObject({ Recipient: rent?.Name, TransactionTypeEnum: 'Withdrawal' });
      expect(rent!.Amount).toBeLessThan(0);
    },
  );

  it('marks card transactions with their card', async () => {
    const [card] = await bank.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .innerJoin(customers, eq(customers.id, accounts.customerId))
      .where(and(eq(customers.name, 'Aino Virtanen'), eq(accounts.product, 'card')));
    const rows = (
      await bank.call({
        url: '/api/bank/accounttransactions',
        cookie: aino,
        body: { accountId: card!.id, ...range },
      })
    ).json();
    const purchase = rows.find((row: { Amount: number }) => row.Amount < 0);
    expect(purchase).toMatchObject({ IsCardTransaction: true });
    expect(purchase.CardId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses another customer's account and a reversed range", async () => {
    const other = await bank.call({
      url: '/api/bank/accounttransactions',
      cookie: aino,
      body: { accountId: companyAccounts[0]!.Id, ...range },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().ModelState).toHaveProperty('accountId');
    const reversed = await bank.call({
      url: '/api/bank/accounttransactions',
      cookie: aino,
      body: { accountId: ainoAccounts[0]!.Id, start: range.end, end: range.start },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().ModelState).toHaveProperty('end');
  });

  it('a term deposit’s transactions show its funding; other accounts are not term deposits', async () => {
    const deposit = ainos((a) => a.Type === 'TermDeposit');
    const response = await bank.call({
      url: '/api/bank/depositaccounttransactions',
      cookie: aino,
      body: { accountId: deposit.Id },
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows[rows.length - 1]).toMatchObject({
      Amount: 10_000,
      TransactionTypeEnum: 'Transfer',
    });
    for (const accountId of [ainos((a) => a.IsPaymentAccount).Id, companyAccounts[0]!.Id]) {
      const refused = await bank.call({
        url: '/api/bank/depositaccounttransactions',
        cookie: aino,
        body: { accountId },
      });
      expect(refused.statusCode).toBe(404);
    }
  });
});

describe('payment details', () => {
  async function ainosRent() {
    const payment = ainos((a) => a.IsPaymentAccount);
    const [rent] = await bank.database.db
      .select()
      .from(postings)
      .where(
        and(
          eq(postings.accountId, payment.Id),
          eq(postings.counterpartyName, 'Kiinteistö Oy Vallilan Helmi'),
        ),
      )
      .limit(1);
    return rent!;
  }

  it('answers a statement row of the own account as a receipt', async () => {
    const rent = await ainosRent();
    const response = await bank.call({
      url: '/api/bank/accountpaymentdetails',
      cookie: aino,
      body: { paymentId: rent.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Id: rent.id,
      AccountId: rent.accountId,
      Recipient: 'Kiinteistö Oy Vallilan Helmi',
      CounterPartyAccountNumber: rent.counterpartyIban,
      Amount: rent.amount / 100,
      Booked: rent.valueDate,
      PaymentFailed: false,
      TransactionTypeEnum: 'Withdrawal',
      Message: rent.message,
      Reference: rent.reference,
    });
  });

  it('answers a failed payment by its payment id, and a row whose payment failed', async () => {
    const rent = await ainosRent();
    const [user] = await bank.database.db.select().from(users).where(eq(users.personalId, AINO));
    const [account] = await bank.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, rent.accountId));
    const failedPayment = (bookingId: string | null) => ({
      customerId: account!.customerId!,
      userId: user!.id,
      sourceAccountId: rent.accountId,
      paymentType: 'Sepa' as const,
      status: 'Failed' as const,
      recipientIban: 'FI2112345600000785',
      recipientName: 'Maksunsaaja Oy',
      amount: 12_345,
      dueDate: today,
      message: 'Lasku 42',
      payeeVerificationResult: 'Match',
      bookingId,
      idempotencyKey: crypto.randomUUID(),
      requestHash: 'x',
    });
    const [failed] = await bank.database.db
      .insert(payments)
      .values(failedPayment(null))
      .returning({ id: payments.id });
    const byPayment = await bank.call({
      url: '/api/bank/accountpaymentdetails',
      cookie: aino,
      body: { paymentId: failed!.id },
    });
    expect(byPayment.json()).toMatchObject({
      Id: failed!.id,
      Recipient: 'Maksunsaaja Oy',
      Amount: -123.45,
      Booked: today,
      PaymentFailed: true,
      Message: 'Lasku 42',
    });

    await bank.database.db.insert(payments).values(failedPayment(rent.bookingId));
    const byRow = await bank.call({
      url: '/api/bank/accountpaymentdetails',
      cookie: aino,
      body: { paymentId: rent.id },
    });
    expect(byRow.json().PaymentFailed).toBe(true);

    const jukka = await bank.cookieFor(JUKKA);
    for (const paymentId of [failed!.id, rent.id]) {
      const other = await bank.call({
        url: '/api/bank/accountpaymentdetails',
        cookie: jukka,
        body: { paymentId },
      });
      expect(other.statusCode).toBe(404);
      expect(other.json().ModelState).toHaveProperty('paymentId');
    }
  });
});

describe('renaming', () => {
  it.each(['sepa-rename-account', 'renameaccount'])('%s renames the own account', async (name) => {
    const savings = ainos((a) => a.IsSavingsAccount);
    const CustomName = `Sadepäivän rahat ${name.length}`;
    const response = await bank.call({
      url: `/api/bank/${name}`,
      cookie: aino,
      body: { AccountId: savings.Id, AccountType: 'BankAccount', CustomName: `  ${CustomName} ` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Id: savings.Id, CustomName });
    const listed = (await bank.call({ url: '/api/bank/accounts', cookie: aino })).json();
    expect(listed.find((a: ListedAccount) => a.Id === savings.Id).CustomName).toBe(CustomName);
  });

  it('refuses a wrong type, a bad name, and another customer’s account', async () => {
    const savings = ainos((a) => a.IsSavingsAccount);
    const rename = (body: object) =>
      bank.call({ url: '/api/bank/renameaccount', cookie: aino, body });
    const wrongType = await rename({
      AccountId: savings.Id,
      AccountType: 'TermDeposit',
      CustomName: 'Uusi',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().ModelState).toHaveProperty('AccountType');
    const badName = await rename({
      AccountId: savings.Id,
      AccountType: 'BankAccount',
      CustomName: '<b>',
    });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().ModelState).toHaveProperty('CustomName');
    const other = await rename({
      AccountId: companyAccounts[0]!.Id,
      AccountType: 'BankAccount',
      CustomName: 'Kaapattu',
    });
    expect(other.statusCode).toBe(404);
    const [row] = await bank.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, companyAccounts[0]!.Id));
    expect(row!.customName).toBe(companyAccounts[0]!.CustomName);
  });

  it('refuses a view-only user and a customer whose KYC has lapsed (403)', async () => {
    for (const personalId of [PEKKA, LIISA]) {
      const cookie = await bank.cookieFor(personalId);
      const [own] = (await bank.call({ url: '/api/bank/accounts', cookie })).json();
      const response = await bank.call({
        url: '/api/bank/renameaccount',
        cookie,
        body: { AccountId: own.Id, AccountType: own.Type, CustomName: 'Uusi nimi' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().ModelState).toHaveProperty('customer');
    }
  });
});

describe('every account call', () => {
  const calls = [
    'sepa-account',
    'account',
    'sepa-account-transactions',
    'accounttransactions',
    'accountpaymentdetails',
    'depositaccounttransactions',
    'sepa-rename-account',
    'renameaccount',
  ];

  it.each(calls)('%s answers 401 without a session', async (name) => {
    const response = await bank.call({
      url: `/api/bank/${name}`,
      body: { accountId: ainoAccounts[0]!.Id },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(calls)('%s never answers 500 to a fuzzed payload', async (name) => {
    await expectNoServerError(bank, {
      url: `/api/bank/${name}`,
      cookie: aino,
      fields: ['accountId', 'start', 'end', 'paymentId', 'AccountId', 'AccountType', 'CustomName'],
      known: [
        ...ainoAccounts.map((a) => a.Id),
        companyAccounts[0]!.Id,
        'BankAccount',
        'TermDeposit',
      ],
      runs: 40,
    });
  });
});
