import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call } from '../../api/call';
import * as loansApi from '../../api/loans';
import { instalmentsForUseCase, paymentFreeCandidate } from '../../domain/loans/instalments';
import type { Loan, LoanInstalment } from '../../domain/loans/loan';
import { PAYMENT_FREE_MONTH_FEE_CENTS } from '../../domain/loans/paymentFreeMonth';
import { centsToEuros } from '../../domain/money/money';
import { checkBalances } from '../ledger/balanceCheck';
import { AINO, balance, customerIdOf, fund, MIKKO, newKey, openAccount } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';
import { topUpApplication } from '../testing/topUp';

/**
 * A loan action sent twice at once (a double click) and once more after both answered (a retry
 * after a lost answer) acts once, and every answer is the first one.
 */

let bank: TestBank;
let aino: string;
let mikko: string;
/** A payment account of Aino's of this test's own, so its balance moves only by these tests. */
let ainosAccount: string;

const send = (cookie: string, call: Call, body: unknown) =>
  bank.call({ url: call.path, cookie, body });

async function loanNamed(cookie: string, name?: string): Promise<Loan> {
  const response = await bank.call({ url: loansApi.summary.path, cookie });
  const loans = loansApi.summary.response.parse(response.json());
  const loan = name ? loans.find((candidate) => candidate.Name === name) : loans[0];
  if (!loan) throw new Error(`No loan ${name}`);
  return loan;
}

const instalmentOf = async (cookie: string, loan: Loan, id: string): Promise<LoanInstalment> =>
  (await loanNamed(cookie, loan.Name)).LoanInstallmentsPublic.find((i) => i.Id === id)!;

const firstOpen = (loan: Loan): LoanInstalment =>
  loan.LoanInstallmentsPublic.find((i) => i.TotalOpen > 0)!;

/** The request twice at once, then once more: every answer a 200, and the same as the first. */
async function sentThrice(cookie: string, call: Call, body: object) {
  const doubled = await Promise.all([send(cookie, call, body), send(cookie, call, body)]);
  const retried = await send(cookie, call, body);
  const answers = [...doubled, retried];
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
  const [first, ...others] = answers.map((answer) => answer.json());
  for (const other of others) expect(other).toEqual(first);
  return first;
}

/** The same key with another request is refused, naming the key. */
async function expectKeyReused(cookie: string, call: Call, body: object) {
  const response = await send(cookie, call, body);
  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json().ModelState)).toEqual(['IdempotencyKey']);
}

beforeAll(async () => {
  bank = await startTestBank();
  aino = await bank.cookieFor(AINO);
  mikko = await bank.cookieFor(MIKKO);
  ainosAccount = (await openAccount(bank.database.db, await customerIdOf(bank, aino))).id;
  await fund(bank.database.db, ainosAccount, 100_00);
});
afterAll(() => bank.close());

describe('a doubled or retried loan action acts once', () => {
  it('pay-installment and pay-limit-installment take the money once', async () => {
    for (const [call, name] of [
      [loansApi.payInstallment, 'Remonttilaina'],
      [loansApi.payLimitInstallment, 'Joustoluotto'],
    ] as const) {
      const loan = await loanNamed(aino, name);
      const instalment = firstOpen(loan);
      const before = await balance(bank.database.db, ainosAccount);
      const body = {
        LoanId: loan.Id,
        InstallmentId: instalment.Id,
        FromAccountId: ainosAccount,
        Amount: 1,
        IdempotencyKey: newKey(),
      };
      expect(await sentThrice(aino, call, body)).toMatchObject({ Amount: 1 });
      expect(await balance(bank.database.db, ainosAccount)).toBe(before - 1_00);
      const after = await instalmentOf(aino, loan, instalment.Id);
      expect(after.TotalPaid).toBe(instalment.TotalPaid + 1_00);
      await expectKeyReused(aino, call, { ...body, Amount: 2 });
    }
  });

  it('limit-withdraw draws once', async () => {
    const limit = await loanNamed(aino, 'Joustoluotto');
    const before = await balance(bank.database.db, ainosAccount);
    const body = {
      LoanId: limit.Id,
      ToAccountId: ainosAccount,
      Amount: 10,
      IdempotencyKey: newKey(),
    };
    const receipt = await sentThrice(aino, loansApi.limitWithdraw, body);
    expect(await balance(bank.database.db, ainosAccount)).toBe(before + 10_00);
    expect(receipt.AccountBalance).toBe(centsToEuros(before + 10_00));
    const next = await send(aino, loansApi.limitWithdraw, { ...body, IdempotencyKey: newKey() });
    expect(next.json().FreeBalance).toBeCloseTo(receipt.FreeBalance - 10, 2);
    await expectKeyReused(aino, loansApi.limitWithdraw, { ...body, Amount: 11 });
    expect((await checkBalances(bank.database.db)).mismatches).toEqual([]);
  });

  it('change-duedate moves the dates once', async () => {
    const loan = await loanNamed(mikko);
    const candidate = instalmentsForUseCase(loan, 'ChangeDueDate', new Date())[0]!;
    const day = Number(candidate.DueDate.slice(8)) === 28 ? 27 : 28;
    const body = {
      LoanId: loan.Id,
      InstallmentId: candidate.Id,
      DueDay: day,
      IdempotencyKey: newKey(),
    };
    const answered = loansApi.loan.parse(await sentThrice(mikko, loansApi.changeDueDate, body));
    const moved = answered.LoanInstallmentsPublic.find((i) => i.Id === candidate.Id)!;
    expect(Number(moved.DueDate.slice(8))).toBe(day);
    expect(moved.OriginalDueDate).toBe(candidate.DueDate);
    expect(await loanNamed(mikko)).toEqual(answered);
    await expectKeyReused(mikko, loansApi.changeDueDate, { ...body, DueDay: day - 1 });
  });

  it('payment-free-month extends the plan once', async () => {
    const loan = await loanNamed(mikko);
    const candidate = paymentFreeCandidate(loan, new Date())!;
    const body = {
      LoanId: loan.Id,
      InstallmentId: candidate.Id,
      Fee: centsToEuros(PAYMENT_FREE_MONTH_FEE_CENTS),
      TermsAccepted: true,
      IdempotencyKey: newKey(),
    };
    const answered = loansApi.loan.parse(await sentThrice(mikko, loansApi.paymentFreeMonth, body));
    expect(answered.InstallmentCount).toBe(loan.InstallmentCount + 1);
    expect(answered.LoanInstallmentsPublic).toHaveLength(loan.LoanInstallmentsPublic.length + 1);
    expect(answered.TotalRepayment).toBe(loan.TotalRepayment + PAYMENT_FREE_MONTH_FEE_CENTS);
    expect(await loanNamed(mikko)).toEqual(answered);
  });

  it('application-from-loan makes one application', async () => {
    const loan = await loanNamed(mikko);
    const body = topUpApplication(loan.Id);
    const application = await sentThrice(mikko, loansApi.applicationFromLoan, body);
    const listed = (await bank.call({ url: loansApi.applications.path, cookie: mikko })).json();
    expect(listed.filter((a: { Id: string }) => a.Id === application.Id)).toHaveLength(1);
    expect(listed).toHaveLength(1);
    await expectKeyReused(mikko, loansApi.applicationFromLoan, {
      ...body,
      PurposeEnum: 'Other',
    });
  });
});
