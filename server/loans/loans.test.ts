import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as loansApi from '../../api/loans';
import type { Loan, LoanInstalment } from '../../domain/loans/loan';
import { PAYMENT_FREE_MONTH_FEE_CENTS } from '../../domain/loans/paymentFreeMonth';
import { centsToEuros } from '../../domain/money/money';
import { moneyIn } from '../../i18n/instance';
import { users } from '../db/schema';
import { checkBalances } from '../ledger/balanceCheck';
import { bankDayIso } from '../services/bankDay';
import { companyCookie } from '../testing/companySession';
import { AINO, balance, JUKKA, MIKKO, newKey, PEKKA } from '../testing/money';
import { pdfTextRuns } from '../testing/pdfText';
import { startTestBank, type TestBank } from '../testing/testBank';
import { topUpQuote } from '../testing/topUp';

/** The demo's loans serviced through the calls: money moves conserved, refusals name the field. */

let bank: TestBank;
let aino: string;
let mikko: string;
let tiina: string;
let jukkaForCompany: string;

async function personalIdOf(firstName: string): Promise<string> {
  const [user] = await bank.database.db
    .select({ personalId: users.personalId })
    .from(users)
    .where(eq(users.firstName, firstName));
  return user!.personalId;
}

const call = (cookie: string, name: string, body?: unknown) =>
  bank.call({ url: `/api/loans/${name}`, cookie, ...(body === undefined ? {} : { body }) });

/** The answer decoded by the call's own schema: money in cents, as the domain reads it. */
const decoded = <T>(schema: { parse(value: unknown): T }, response: { json(): unknown }): T =>
  schema.parse(response.json());

async function loansOf(cookie: string): Promise<Loan[]> {
  return decoded(loansApi.summary.response, await call(cookie, 'summary'));
}

async function loanNamed(cookie: string, name: string): Promise<Loan> {
  const loan = (await loansOf(cookie)).find((candidate) => candidate.Name === name);
  if (!loan) throw new Error(`No loan ${name}`);
  return loan;
}

async function paymentAccountOf(cookie: string): Promise<string> {
  const person = await bank.call({ url: '/api/bank/accounts', cookie });
  const accounts = (
    person.statusCode === 200
      ? person
      : await bank.call({ url: '/api/bank/company-accounts', cookie })
  ).json();
  return accounts.find(
    (a: { AccountType?: string; Type: string; Name?: string }) => a.Type === 'BankAccount',
  ).Id;
}

const firstOpen = (loan: Loan): LoanInstalment =>
  loan.LoanInstallmentsPublic.find((i) => i.TotalOpen > 0)!;

const refusal = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  fields: Object.keys((response.json() as { ModelState: object }).ModelState),
});

beforeAll(async () => {
  bank = await startTestBank();
  aino = await bank.cookieFor(AINO);
  mikko = await bank.cookieFor(MIKKO);
  tiina = await bank.cookieFor(await personalIdOf('Tiina'));
  jukkaForCompany = await companyCookie(bank, JUKKA);
});
afterAll(() => bank.close());

describe('pay-installment', () => {
  it('allocates a payment to fees, then interest, then capital, and the panel moves on once paid', async () => {
    const loan = await loanNamed(aino, 'Remonttilaina');
    const instalment = firstOpen(loan);
    expect(loan.NextDueInstallmentId).toBe(instalment.Id);
    const from = await paymentAccountOf(aino);
    const before = await balance(bank.database.db, from);

    const part = await call(aino, 'pay-installment', {
      LoanId: loan.Id,
      InstallmentId: instalment.Id,
      FromAccountId: from,
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

    const rest = centsToEuros(instalment.TotalOpen - 300);
    const key = newKey();
    const body = {
      LoanId: loan.Id,
      InstallmentId: instalment.Id,
      FromAccountId: from,
      Amount: rest,
      IdempotencyKey: key,
    };
    const full = await call(aino, 'pay-installment', body);
    expect(full.statusCode).toBe(200);
    const receipt = full.json();
    expect(receipt).toMatchObject({ StateEnum: 'Paid', TotalOpen: 0, Fees: 2 });
    expect(receipt.Fees + receipt.Interest + receipt.Capital).toBeCloseTo(rest, 2);
    expect(Math.round(receipt.Capital * 100)).toBe(instalment.CapitalOpen);

    // A retried submit answers the same receipt and books nothing more.
    const retried = await call(aino, 'pay-installment', body);
    expect(retried.json()).toEqual(receipt);
    expect(await balance(bank.database.db, from)).toBe(before - instalment.TotalOpen);

    const after = await loanNamed(aino, 'Remonttilaina');
    expect(after.CapitalPaid).toBe(loan.CapitalPaid + instalment.CapitalOpen);
    expect(after.PaidInstallmentCount).toBe(loan.PaidInstallmentCount + 1);
    expect(after.NextDueInstallmentId).not.toBe(instalment.Id);
    expect(after.NextDueDate! > instalment.DueDate).toBe(true);
    expect((await checkBalances(bank.database.db)).mismatches).toEqual([]);
  });

  it('keeps a partly paid overdue instalment late until it is paid, and its due date fixed', async () => {
    const loan = (await loansOf(tiina))[0]!;
    const late = loan.LoanInstallmentsPublic.find((i) => i.StateEnum === 'InvoiceDue')!;
    const response = await call(tiina, 'pay-installment', {
      LoanId: loan.Id,
      InstallmentId: late.Id,
      FromAccountId: await paymentAccountOf(tiina),
      Amount: 10,
      IdempotencyKey: newKey(),
    });
    expect(response.json()).toMatchObject({
      StateEnum: 'InvoiceDue',
      TotalOpen: centsToEuros(late.TotalOpen - 1000),
    });
    // Something paid: its due date can no longer be moved.
    const move = await call(tiina, 'change-duedate', {
      LoanId: loan.Id,
      InstallmentId: late.Id,
      DueDay: Number(late.DueDate.slice(8)) === 1 ? 2 : 1,
      IdempotencyKey: newKey(),
    });
    expect(refusal(move)).toEqual({ status: 422, fields: ['InstallmentId'] });
  });

  it('refuses more than is open, a paid instalment, a limit and a company loan', async () => {
    const loan = await loanNamed(aino, 'Remonttilaina');
    const from = await paymentAccountOf(aino);
    const pay = (cookie: string, body: object) =>
      call(cookie, 'pay-installment', {
        FromAccountId: from,
        Amount: 1,
        IdempotencyKey: newKey(),
        ...body,
      });
    const open = firstOpen(loan);
    const over = await pay(aino, {
      LoanId: loan.Id,
      InstallmentId: open.Id,
      Amount: centsToEuros(open.TotalOpen + 1),
    });
    expect(refusal(over)).toEqual({ status: 422, fields: ['Amount'] });
    const paid = loan.LoanInstallmentsPublic.find((i) => i.StateEnum === 'Paid')!;
    expect(refusal(await pay(aino, { LoanId: loan.Id, InstallmentId: paid.Id }))).toEqual({
      status: 422,
      fields: ['InstallmentId'],
    });
    const limit = await loanNamed(aino, 'Joustoluotto');
    expect(
      refusal(await pay(aino, { LoanId: limit.Id, InstallmentId: firstOpen(limit).Id })),
    ).toEqual({ status: 422, fields: ['LoanId'] });
    const company = await loanNamed(jukkaForCompany, 'Yrityslaina, kaivinkone');
    const refused = await call(jukkaForCompany, 'pay-installment', {
      LoanId: company.Id,
      InstallmentId: firstOpen(company).Id,
      FromAccountId: await paymentAccountOf(jukkaForCompany),
      Amount: 1,
      IdempotencyKey: newKey(),
    });
    expect(refusal(refused)).toEqual({ status: 422, fields: ['LoanId'] });
  });

  it('answers another customer’s loan exactly as an unknown one', async () => {
    const mikkos = (await loansOf(mikko))[0]!;
    const body = (loanId: string) => ({
      LoanId: loanId,
      InstallmentId: firstOpen(mikkos).Id,
      FromAccountId: randomUUID(),
      Amount: 1,
      IdempotencyKey: newKey(),
    });
    const foreign = await call(aino, 'pay-installment', body(mikkos.Id));
    const unknown = await call(aino, 'pay-installment', body(randomUUID()));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    const transactions = await call(aino, 'transactions', {
      loanId: mikkos.Id,
      start: '2025-01-01',
      end: '2025-12-31',
    });
    expect(transactions.statusCode).toBe(404);
  });

  it('is refused to a view-only user by the call’s declaration', async () => {
    const pekka = await bank.cookieFor(PEKKA);
    const response = await call(pekka, 'pay-installment', {});
    expect(response.statusCode).toBe(403);
  });
});

describe('credit limits', () => {
  it('draws up to the free balance into the customer’s account, and a repaid invoice frees its capital', async () => {
    const limit = await loanNamed(aino, 'Joustoluotto');
    const to = await paymentAccountOf(aino);
    const before = await balance(bank.database.db, to);
    const drawn = await call(aino, 'limit-withdraw', {
      LoanId: limit.Id,
      ToAccountId: to,
      Amount: 100,
      IdempotencyKey: newKey(),
    });
    expect(drawn.statusCode).toBe(200);
    const { FreeBalance } = drawn.json();
    expect(await balance(bank.database.db, to)).toBe(before + 100_00);

    const over = await call(aino, 'limit-withdraw', {
      LoanId: limit.Id,
      ToAccountId: to,
      Amount: FreeBalance + 0.01,
      IdempotencyKey: newKey(),
    });
    expect(refusal(over)).toEqual({ status: 422, fields: ['Amount'] });
    expect(over.json().ModelState.Amount).toBe(
      `Voit nostaa enintään ${moneyIn('fi', Math.round(FreeBalance * 100))}.`,
    );

    const invoice = firstOpen(limit);
    const paid = await call(aino, 'pay-limit-installment', {
      LoanId: limit.Id,
      InstallmentId: invoice.Id,
      FromAccountId: to,
      Amount: centsToEuros(invoice.TotalOpen),
      IdempotencyKey: newKey(),
    });
    expect(paid.json()).toMatchObject({
      StateEnum: 'Paid',
      Capital: centsToEuros(invoice.CapitalOpen),
    });
    const again = await call(aino, 'limit-withdraw', {
      LoanId: limit.Id,
      ToAccountId: to,
      Amount: 0.01,
      IdempotencyKey: newKey(),
    });
    expect(Math.round(again.json().FreeBalance * 100)).toBe(
      Math.round(FreeBalance * 100) + invoice.CapitalOpen - 1,
    );
    expect((await checkBalances(bank.database.db)).mismatches).toEqual([]);
  });

  it('ends a company limit over 365 days old, and hides a limit named FCA', async () => {
    const to = await paymentAccountOf(jukkaForCompany);
    const draw = async (name: string) => {
      const limit = await loanNamed(jukkaForCompany, name);
      return call(jukkaForCompany, 'limit-withdraw', {
        LoanId: limit.Id,
        ToAccountId: to,
        Amount: 1,
        IdempotencyKey: newKey(),
      });
    };
    const ended = await draw('Yritysluottoraja');
    expect(ended.statusCode).toBe(422);
    expect(ended.json().ModelState.LoanId).toContain('12 kuukauden luottorajasopimus');
    const hidden = await draw('Luottoraja FCA');
    expect(refusal(hidden)).toEqual({ status: 422, fields: ['LoanId'] });
    expect(hidden.json().ModelState.LoanId).not.toEqual(ended.json().ModelState.LoanId);
  });

  it('refuses a loan that is not a limit', async () => {
    const loan = await loanNamed(aino, 'Remonttilaina');
    const response = await call(aino, 'limit-withdraw', {
      LoanId: loan.Id,
      ToAccountId: await paymentAccountOf(aino),
      Amount: 1,
      IdempotencyKey: newKey(),
    });
    expect(refusal(response)).toEqual({ status: 422, fields: ['LoanId'] });
  });
});

describe('payment-free month and due-date change', () => {
  it('moves the skipped capital to a new last instalment for the fee shown, and refuses another fee', async () => {
    const loan = (await loansOf(mikko))[0]!;
    const candidate = loan.LoanInstallmentsPublic.find(
      (i) => i.DueDate >= bankDayIso(new Date()) && i.TotalPaid === 0,
    )!;
    const wrongFee = await call(mikko, 'payment-free-month', {
      LoanId: loan.Id,
      InstallmentId: candidate.Id,
      Fee: 1,
      TermsAccepted: true,
      IdempotencyKey: newKey(),
    });
    expect(refusal(wrongFee)).toEqual({ status: 422, fields: ['Fee'] });
    const response = await call(mikko, 'payment-free-month', {
      LoanId: loan.Id,
      InstallmentId: candidate.Id,
      Fee: centsToEuros(PAYMENT_FREE_MONTH_FEE_CENTS),
      TermsAccepted: true,
      IdempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(200);
    const after = decoded(loansApi.loan, response);
    expect(after.InstallmentCount).toBe(loan.InstallmentCount + 1);
    const skipped = after.LoanInstallmentsPublic.find((i) => i.Id === candidate.Id)!;
    expect(skipped.CapitalOpen).toBe(0);
    expect(skipped.TotalOpen).toBe(
      candidate.TotalOpen - candidate.CapitalOpen + PAYMENT_FREE_MONTH_FEE_CENTS,
    );
    const last = after.LoanInstallmentsPublic.at(-1)!;
    expect(last.InstallmentOrder).toBe(loan.InstallmentCount + 1);
    expect(last.CapitalOpen).toBe(candidate.CapitalOpen);
    expect(after.TotalRepayment).toBe(loan.TotalRepayment + PAYMENT_FREE_MONTH_FEE_CENTS);

    const twice = await call(mikko, 'payment-free-month', {
      LoanId: loan.Id,
      InstallmentId: candidate.Id,
      Fee: 15,
      TermsAccepted: true,
      IdempotencyKey: newKey(),
    });
    expect(refusal(twice)).toEqual({ status: 422, fields: ['InstallmentId'] });
  });

  it('moves the candidate and every later instalment to the new day, once', async () => {
    const loan = (await loansOf(mikko))[0]!;
    const candidate = loan.LoanInstallmentsPublic.find(
      (i) => i.CapitalOpen > 0 && i.TotalPaid === 0 && i.DueDate === i.OriginalDueDate,
    )!;
    const currentDay = Number(candidate.DueDate.slice(8));
    const day = currentDay === 28 ? 27 : currentDay + 1;
    const same = await call(mikko, 'change-duedate', {
      LoanId: loan.Id,
      InstallmentId: candidate.Id,
      DueDay: currentDay,
      IdempotencyKey: newKey(),
    });
    expect(refusal(same)).toEqual({ status: 422, fields: ['DueDay'] });
    const response = await call(mikko, 'change-duedate', {
      LoanId: loan.Id,
      InstallmentId: candidate.Id,
      DueDay: day,
      IdempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(200);
    const after = decoded(loansApi.loan, response);
    const moved = after.LoanInstallmentsPublic.find((i) => i.Id === candidate.Id)!;
    expect(Number(moved.DueDate.slice(8))).toBe(day);
    expect(moved.OriginalDueDate).toBe(candidate.DueDate);
    for (const later of after.LoanInstallmentsPublic.filter(
      (i) => i.InstallmentOrder > candidate.InstallmentOrder,
    )) {
      expect(Number(later.DueDate.slice(8))).toBe(day);
    }
    const again = await call(mikko, 'change-duedate', {
      LoanId: loan.Id,
      InstallmentId: candidate.Id,
      DueDay: 5,
      IdempotencyKey: newKey(),
    });
    expect(refusal(again)).toEqual({ status: 422, fields: ['InstallmentId'] });
  });

  it('refuses what a loan does not allow', async () => {
    // Aino's loan allows a payment-free month but no due-date change; Tiina's the other way round.
    const noFreeMonth = (await loansOf(tiina))[0]!;
    const free = await call(tiina, 'payment-free-month', {
      LoanId: noFreeMonth.Id,
      InstallmentId: firstOpen(noFreeMonth).Id,
      Fee: 15,
      TermsAccepted: true,
      IdempotencyKey: newKey(),
    });
    const noMove = await loanNamed(aino, 'Remonttilaina');
    const due = await call(aino, 'change-duedate', {
      LoanId: noMove.Id,
      InstallmentId: firstOpen(noMove).Id,
      DueDay: 3,
      IdempotencyKey: newKey(),
    });
    expect(refusal(free)).toEqual({ status: 422, fields: ['LoanId'] });
    expect(refusal(due)).toEqual({ status: 422, fields: ['LoanId'] });
  });
});

describe('top-up', () => {
  it('prices the top-up with the calculator and lists the application made from it', async () => {
    const loan = (await loansOf(mikko))[0]!;
    const choice = { LoanId: loan.Id, TopUpIncreaseAmount: 2000, InstallmentCount: 36 };
    const offer = await call(mikko, 'topup-calculator', choice);
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toMatchObject({
      RemainingCapital: centsToEuros(loan.Capital - loan.CapitalPaid),
      TopUpIncreaseAmount: 2000,
      InstallmentCount: 36,
    });
    const application = await call(mikko, 'application-from-loan', {
      ...choice,
      PurposeEnum: 'Transportation',
      TermsAccepted: true,
      IdempotencyKey: newKey(),
    });
    expect(application.statusCode).toBe(200);
    expect(application.json()).toMatchObject({
      Status: 'WaitingForApproval',
      IsTopUpLoan: true,
      LoanId: loan.Id,
      Amount: offer.json().Amount,
      TopUpIncreaseAmount: 2000,
      ApprovedAmount: null,
    });
    const listed = (await call(mikko, 'applications')).json();
    expect(listed.map((a: { Id: string }) => a.Id)).toContain(application.json().Id);
    expect((await call(aino, 'applications')).json()).toEqual([]);
  });

  it('refuses a loan that does not allow it', async () => {
    const loan = await loanNamed(aino, 'Remonttilaina');
    const response = await call(aino, 'topup-calculator', topUpQuote(loan.Id));
    expect(refusal(response)).toEqual({ status: 422, fields: ['LoanId'] });
  });
});

describe('reading a loan', () => {
  it('lists its payout and instalments from the loan’s side, and refuses more than 13 months', async () => {
    const loan = await loanNamed(aino, 'Remonttilaina');
    const end = bankDayIso(new Date());
    const start = `${Number(end.slice(0, 4)) - 1}${end.slice(4)}`;
    const response = await call(aino, 'transactions', { loanId: loan.Id, start, end });
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    const payout = rows.find(
      (row: { TransactionTypeEnum: string }) => row.TransactionTypeEnum === 'Deposit',
    );
    expect(payout).toMatchObject({
      Amount: 10_000,
      Capital: 10_000,
      Interest: 0,
      Fees: 0,
      BookingDate: loan.OpeningDate,
    });
    const repayments = rows.filter(
      (row: { TransactionTypeEnum: string }) => row.TransactionTypeEnum === 'CreditRepayment',
    );
    expect(repayments.length).toBeGreaterThanOrEqual(loan.PaidInstallmentCount);
    for (const row of repayments)
      expect(row.Amount).toBeCloseTo(-(row.Capital + row.Interest + row.Fees), 2);
    const long = await call(aino, 'transactions', { loanId: loan.Id, start: '2020-01-01', end });
    expect(refusal(long)).toEqual({ status: 400, fields: ['start'] });
  });

  it('draws the contract and the pre-contractual information in the customer’s language', async () => {
    const loan = await loanNamed(aino, 'Remonttilaina');
    const documents = (await call(aino, 'documents', { loanId: loan.Id })).json();
    expect(documents.map((d: { DocumentType: string }) => d.DocumentType)).toEqual([
      'LOAN_CONTRACT',
      'LOAN_PRECONDITIONS',
    ]);
    const contract = Buffer.from(documents[0].Content, 'base64');
    expect(contract.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfTextRuns(new Uint8Array(contract)).join(' ');
    expect(text).toContain('Lainasopimus');
    expect(text).toContain(loan.PaymentReference);
    const swedish = await bank.call({
      url: '/api/loans/documents',
      cookie: `${aino}; language=sv`,
      body: { loanId: loan.Id },
    });
    const svText = pdfTextRuns(
      new Uint8Array(Buffer.from(swedish.json()[0].Content, 'base64')),
    ).join(' ');
    expect(svText).toContain('Låntagare');
  });
});
