import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as loansApi from '../../api/loans';
import type { Loan, LoanInstalment } from '../../domain/loans/loan';
import { centsToEuros } from '../../domain/money/money';
import { accounts, loans } from '../db/schema';
import { checkBalances } from '../ledger/balanceCheck';
import { internalAccountId } from '../ledger/ledger';
import { otherBankIban } from '../seed/ibans';
import { companyCookie } from '../testing/companySession';
import { AINO, balance, customerIdOf, JUKKA, MIKKO, newKey, PEKKA } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** A loan instalment paid from the customer's own account in another bank. */

let bank: TestBank;
let aino: string;
let mikko: string;
let ainoId: string;
let mikkoId: string;
/** Aino's own account in Nordea, as the seed gives it. */
let ainosNordea: string;

const db = () => bank.database.db;

const call = (cookie: string, name: string, body?: unknown) =>
  bank.call({ url: `/api/payments/${name}`, cookie, ...(body === undefined ? {} : { body }) });

async function loansOf(cookie: string): Promise<Loan[]> {
  const response = await bank.call({ url: loansApi.summary.path, cookie });
  return loansApi.summary.response.parse(response.json());
}

async function loanNamed(cookie: string, name: string): Promise<Loan> {
  const loan = (await loansOf(cookie)).find((candidate) => candidate.Name === name);
  if (!loan) throw new Error(`No loan ${name}`);
  return loan;
}

const firstOpen = (loan: Loan): LoanInstalment =>
  loan.LoanInstallmentsPublic.find((i) => i.TotalOpen > 0)!;

const refusal = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  fields: Object.keys((response.json() as { ModelState: object }).ModelState),
});

/** An account the customer holds in another bank (the seed gives one to Aino only). */
async function externalAccountFor(customerId: string, iban: string): Promise<string> {
  const [row] = await db()
    .insert(accounts)
    .values({
      customerId,
      type: 'ExternalBankAccount',
      product: 'external',
      customName: 'Toisen pankin tili',
      externalAccountNumber: iban,
    })
    .returning({ id: accounts.id });
  return row!.id;
}

const clearingBalance = async () =>
  balance(db(), await db().transaction((tx) => internalAccountId(tx, 'clearing')));

beforeAll(async () => {
  bank = await startTestBank();
  [aino, mikko] = await Promise.all([bank.cookieFor(AINO), bank.cookieFor(MIKKO)]);
  [ainoId, mikkoId] = await Promise.all([customerIdOf(bank, aino), customerIdOf(bank, mikko)]);
  const [nordea] = await db()
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.customerId, ainoId), eq(accounts.type, 'ExternalBankAccount')));
  ainosNordea = nordea!.id;
});
afterAll(() => bank.close());

describe('the banks and accounts a loan can be paid from', () => {
  it('lists each bank of the customer’s own accounts in other banks once, and that bank’s accounts', async () => {
    await Promise.all([
      externalAccountFor(ainoId, otherBankIban('op', '5123456')),
      externalAccountFor(ainoId, otherBankIban('nordea', '2200314')),
    ]);

    const [banks, inNordea] = await Promise.all([
      call(aino, 'loan-payment-banks'),
      call(aino, 'loan-payment-accounts', { Bic: ' ndeafihh ' }),
    ]);
    expect(banks.json()).toEqual([
      { Bic: 'NDEAFIHH', Name: 'Nordea' },
      { Bic: 'OKOYFIHH', Name: 'OP' },
    ]);
    expect(inNordea.statusCode).toBe(200);
    const listed = inNordea.json() as { Id: string; ExternalAccountNumber: string }[];
    expect(listed).toHaveLength(2);
    expect(listed.map((account) => account.Id)).toContain(ainosNordea);
    expect(listed.every((account) => account.ExternalAccountNumber.startsWith('FI'))).toBe(true);
  });

  it('refuses a bank the customer has no account in (404) and a malformed BIC (400), naming Bic', async () => {
    const [noAccount, malformed, none] = await Promise.all([
      call(aino, 'loan-payment-accounts', { Bic: 'HANDFIHH' }),
      call(aino, 'loan-payment-accounts', { Bic: 'NDEA' }),
      // Mikko has no account in another bank at all.
      call(mikko, 'loan-payment-banks'),
    ]);
    expect(refusal(noAccount)).toEqual({ status: 404, fields: ['Bic'] });
    expect(refusal(malformed)).toEqual({ status: 400, fields: ['Bic'] });
    expect(none.json()).toEqual([]);
  });
});

describe('complete-loan-payment', () => {
  it('allocates to fees, interest, then capital, books once per key and conserves the money', async () => {
    const loan = await loanNamed(aino, 'Remonttilaina');
    const instalment = firstOpen(loan);
    const clearingBefore = await clearingBalance();

    const part = await call(aino, 'complete-loan-payment', {
      LoanId: loan.Id,
      InstallmentId: instalment.Id,
      FromExternalAccountId: ainosNordea,
      Amount: 3,
      IdempotencyKey: newKey(),
    });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({
      Amount: 3,
      Fees: 3,
      Interest: 0,
      Capital: 0,
      StateEnum: 'PartiallyPaid',
    });

    const rest = instalment.TotalOpen - 300;
    const body = {
      LoanId: loan.Id,
      InstallmentId: instalment.Id,
      FromExternalAccountId: ainosNordea,
      Amount: centsToEuros(rest),
      IdempotencyKey: newKey(),
    };
    const [first, retried] = await Promise.all([
      call(aino, 'complete-loan-payment', body),
      call(aino, 'complete-loan-payment', body),
    ]);
    expect(first.statusCode).toBe(200);
    const receipt = first.json();
    expect(retried.json()).toEqual(receipt);
    expect(receipt).toMatchObject({ StateEnum: 'Paid', TotalOpen: 0, Amount: centsToEuros(rest) });
    expect(Math.round(receipt.Capital * 100)).toBe(instalment.CapitalOpen);
    expect(receipt).not.toHaveProperty('AccountBalance');

    // The money came in through the clearing account, once: 3 € and the rest.
    expect((await clearingBalance()) - clearingBefore).toBe(-instalment.TotalOpen);
    expect((await checkBalances(db())).mismatches).toEqual([]);
    const reused = await call(aino, 'complete-loan-payment', { ...body, Amount: 1 });
    expect(refusal(reused)).toEqual({ status: 422, fields: ['IdempotencyKey'] });

    const after = await loanNamed(aino, 'Remonttilaina');
    expect(after.PaidInstallmentCount).toBe(loan.PaidInstallmentCount + 1);
    expect(after.NextDueInstallmentId).not.toBe(instalment.Id);
    const statement = await bank.call({
      url: loansApi.transactions.path,
      cookie: aino,
      body: { loanId: loan.Id, start: receipt.BookingDate, end: receipt.BookingDate },
    });
    expect(statement.json()).toContainEqual(
      expect.objectContaining({
        Id: receipt.TransactionId,
        TransactionTypeEnum: 'CreditRepayment',
      }),
    );
  });

  it('refuses more than is open, a paid instalment, a limit and an account of this bank', async () => {
    const loan = await loanNamed(aino, 'Remonttilaina');
    const open = firstOpen(loan);
    const pay = (body: object) =>
      call(aino, 'complete-loan-payment', {
        LoanId: loan.Id,
        InstallmentId: open.Id,
        FromExternalAccountId: ainosNordea,
        Amount: 1,
        IdempotencyKey: newKey(),
        ...body,
      });
    const paid = loan.LoanInstallmentsPublic.find((i) => i.StateEnum === 'Paid')!;
    const limit = await loanNamed(aino, 'Joustoluotto');
    const [own] = await db()
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.customerId, ainoId), eq(accounts.product, 'payment')));
    const clearingBefore = await clearingBalance();
    const refusals = await Promise.all([
      pay({ Amount: centsToEuros(open.TotalOpen + 1) }),
      pay({ InstallmentId: paid.Id }),
      pay({ LoanId: limit.Id, InstallmentId: firstOpen(limit).Id }),
      pay({ FromExternalAccountId: own!.id }),
    ]);
    expect(refusals.map(refusal)).toEqual(
      ['Amount', 'InstallmentId', 'LoanId', 'FromExternalAccountId'].map((field) => ({
        status: 422,
        fields: [field],
      })),
    );
    expect(await clearingBalance()).toBe(clearingBefore);
  });

  it('answers someone else’s loan, instalment or account exactly as an unknown one', async () => {
    const [ainos, [mikkos], theirAccount] = await Promise.all([
      loanNamed(aino, 'Remonttilaina'),
      loansOf(mikko),
      externalAccountFor(mikkoId, otherBankIban('op', '5999001')),
    ]);
    const body = (fields: object) => ({
      LoanId: ainos.Id,
      InstallmentId: firstOpen(ainos).Id,
      FromExternalAccountId: ainosNordea,
      Amount: 1,
      // The same key each time: a refusal books nothing, so the key stays unused.
      IdempotencyKey: '4f1c8a52-0d3e-4b8e-9a51-3c6f0e2b7d11',
      ...fields,
    });
    const pairs: [object, object, string][] = [
      [{ LoanId: mikkos!.Id }, { LoanId: randomUUID() }, 'LoanId'],
      [{ InstallmentId: firstOpen(mikkos!).Id }, { InstallmentId: randomUUID() }, 'InstallmentId'],
      [
        { FromExternalAccountId: theirAccount },
        { FromExternalAccountId: randomUUID() },
        'FromExternalAccountId',
      ],
    ];
    await Promise.all(
      pairs.map(async ([foreign, unknown, field]) => {
        const [theirs, nobodys] = await Promise.all([
          call(aino, 'complete-loan-payment', body(foreign)),
          call(aino, 'complete-loan-payment', body(unknown)),
        ]);
        expect(refusal(theirs)).toEqual({ status: 404, fields: [field] });
        expect(theirs.json()).toEqual(nobodys.json());
      }),
    );
  });

  it('refuses a company loan, to a company by the call’s declaration and to a person by its rule', async () => {
    const jukka = await companyCookie(bank, JUKKA);
    const company = (await loansOf(jukka))[0]!;
    const byCompany = await call(jukka, 'complete-loan-payment', {
      LoanId: company.Id,
      InstallmentId: firstOpen(company).Id,
      FromExternalAccountId: randomUUID(),
      Amount: 1,
      IdempotencyKey: newKey(),
    });
    expect(refusal(byCompany)).toEqual({ status: 403, fields: ['customerType'] });

    // A person's loan of a company kind: not in the demo, so made here.
    const mikkos = (await loansOf(mikko))[0]!;
    await db().update(loans).set({ typeEnum: 'CompanyLoan' }).where(eq(loans.id, mikkos.Id));
    const refused = await call(mikko, 'complete-loan-payment', {
      LoanId: mikkos.Id,
      InstallmentId: firstOpen(mikkos).Id,
      FromExternalAccountId: await externalAccountFor(mikkoId, otherBankIban('danske', '30001999')),
      Amount: 1,
      IdempotencyKey: newKey(),
    });
    expect(refusal(refused)).toEqual({ status: 422, fields: ['LoanId'] });
  });

  it('is refused to a view-only user by the call’s declaration', async () => {
    const pekka = await bank.cookieFor(PEKKA);
    expect((await call(pekka, 'complete-loan-payment', {})).statusCode).toBe(403);
  });
});
