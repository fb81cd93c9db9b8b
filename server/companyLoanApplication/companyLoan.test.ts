import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFlowRead, storeFlow } from '../../api/storeflow';
import {
  accounts,
  bookings,
  companyLoanApplications,
  loans,
  postings,
  registerRepresentatives,
} from '../db/schema';
import { SAARISTO_BUSINESS_ID } from '../seed/customers/saaristo';
import {
  CompanyLoanRepresentative,
  KAISA,
  KAISA_NAME,
  TIMO,
  TIMO_NAME,
} from '../testing/companyLoanRepresentative';
import { AINO, JUKKA } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

const API = '/api/loan-application';

let bank: TestBank;
beforeAll(async () => {
  // A sandbox bank: its handler's calls decide the applications sent to manual handling.
  bank = await startTestBank({ SANDBOX_CLOCK: 'true' });
});
afterAll(() => bank.close());

const callAs = (cookie: string, name: string, body: Record<string, unknown> = {}) =>
  bank.call({ url: `${API}/${name}`, cookie, body });

/** An application of Saariston Logistiikka Oy decided and waiting for its two signatures. */
async function decidedApplication(cookie: string, LoanType = 'FlexLoan', Amount = 30_000) {
  const inserted = await callAs(cookie, 'company-loan-application-insert', {
    BusinessId: SAARISTO_BUSINESS_ID,
    LoanType,
    Amount,
    InstallmentCount: 12,
  });
  expect(inserted.statusCode, inserted.body).toBe(200);
  const { Id } = inserted.json();
  const basic = await callAs(cookie, 'company-basicdata', {
    Id,
    Purpose: 'WorkingCapital',
    Email: 'toimisto@saaristonlogistiikka.example',
    Phone: '+358 40 555 6677',
  });
  expect(basic.statusCode, basic.body).toBe(200);
  const submitted = await callAs(cookie, 'company-submit', { Id });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json();
}

async function confirmOwners(cookie: string, Id: string) {
  const read = (await callAs(cookie, 'company-sign-init', { Id })).json();
  const confirmed = await callAs(cookie, 'company-sign-ubos', {
    Id,
    BeneficialOwners: read.BeneficialOwners,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/** The application, once it is paid out. */
const paidOut = (Id: string) =>
  bank.database.db
    .select()
    .from(companyLoanApplications)
    .where(and(eq(companyLoanApplications.id, Id), eq(companyLoanApplications.status, 'PaidOut')));

const companyLoansOf = (companyCustomerId: string) =>
  bank.database.db.select().from(loans).where(eq(loans.customerId, companyCustomerId));

describe('the company loan calculator', () => {
  it('answers the defaults, the offer table and the offer of each loan type, publicly', async () => {
    const flex = await bank.call({
      method: 'GET',
      url: `${API}/company-calcdata?loanType=FlexLoan`,
    });
    expect(flex.json()).toMatchObject({ DefaultAmount: 30_000, DefaultInstallmentCount: 12 });
    const rows = await bank.call({
      method: 'GET',
      url: `${API}/company-loan-calculator-data?loanType=NormalLoan`,
    });
    expect(rows.json().Items).toHaveLength(1);
    const offer = await bank.call({
      url: `${API}/company-loan-offer`,
      body: { LoanType: 'NormalLoan', Amount: 30_000, InstallmentCount: 36 },
    });
    expect(offer.json()).toMatchObject({ CompanyLoanType: 'NormalLoan', OpeningFee: 600 });
    const tooLong = await bank.call({
      url: `${API}/company-loan-offer`,
      body: { LoanType: 'FlexLoan', Amount: 30_000, InstallmentCount: 36 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().ModelState)).toEqual(['InstallmentCount']);
  });
});

describe('the calculator’s choice through the representative’s identification', () => {
  it('comes back to the page as the company-loan flow the visitor kept', async () => {
    const kaisa = new CompanyLoanRepresentative(bank);
    const flow = {
      status: 'Started',
      flowType: 'company-loan',
      companyLoanData: { amount: 45_000, duration: 12, loanType: 'FlexLoan', subType: 'Normal' },
    };
    const kept = await kaisa.browser.request('POST', storeFlow.path, { api: true, json: flow });
    const { FlowId } = kept.json();
    // The catalogue's other name of the identification's start is the same call.
    expect(await kaisa.identifyAs(KAISA_NAME, undefined, 'company-tupas-start')).toBe(
      `/landing/company-loan-application?status=ok&flow=${FlowId}`,
    );
    const read = await kaisa.browser.request('GET', `${storedFlowRead.path}?FlowId=${FlowId}`, {
      api: true,
    });
    expect(read.json()).toEqual({ FlowId, Flow: flow });
    // Identified again (days later, say), the application starts from the calculator.
    expect(await kaisa.identifyAs(KAISA_NAME)).toBe('/landing/company-loan-application?status=ok');
  });
});

describe('a company loan signed by both who sign together', () => {
  it('identifies the applicant, decides, waits for both signatures and pays out once', async () => {
    const kaisa = new CompanyLoanRepresentative(bank);
    expect(await kaisa.identifyAs(KAISA_NAME)).toBe('/landing/company-loan-application?status=ok');
    const companies = (await kaisa.call('company-loanonboard-init')).json().Companies;
    expect(companies).toEqual([
      expect.objectContaining({
        BusinessId: SAARISTO_BUSINESS_ID,
        SigningRight: 'TwoTogether',
        IsCustomer: true,
      }),
    ]);
    const inserted = await kaisa.call('company-loan-application-insert', {
      BusinessId: SAARISTO_BUSINESS_ID,
      LoanType: 'FlexLoan',
      Amount: 30_000,
      InstallmentCount: 12,
    });
    expect(inserted.json()).toMatchObject({ Status: 'Draft', Offer: null });
    const { Id } = inserted.json();
    expect((await kaisa.call('company-submit', { Id })).statusCode).toBe(409);
    await kaisa.call('company-basicdata', {
      Id,
      Purpose: 'WorkingCapital',
      Email: 'toimisto@saaristonlogistiikka.example',
      Phone: '040 555 6677',
    });
    const decided = (await kaisa.call('company-submit', { Id })).json();
    expect(decided).toMatchObject({
      Status: 'WaitingForSignatures',
      ApprovedAmount: 30_000,
      Offer: { CompanyLoanType: 'FlexLoan', InstallmentCount: 12 },
    });
    expect(decided.Signatories.map((s: { Awaited: boolean }) => s.Awaited)).toEqual([true, true]);

    // Kaisa, an owner, confirms for herself before her signature; Timo's stays awaited.
    const early = await kaisa.call('company-sign-confirm', { Id, TermsAccepted: true });
    expect(early.statusCode).toBe(409);
    expect(decided).toMatchObject({ YouMayConfirmOwnership: true, OwnersConfirmed: false });
    expect(decided.BeneficialOwners).toHaveLength(2);
    const owners = { Id, BeneficialOwners: decided.BeneficialOwners };
    const confirmed = (await kaisa.call('company-sign-ubos', owners)).json();
    expect(confirmed).toMatchObject({ YouMayConfirmOwnership: false, OwnersConfirmed: false });
    expect(confirmed.Owners).toEqual([
      expect.objectContaining({ Name: TIMO_NAME, Awaited: true, ConfirmedAt: null }),
      expect.objectContaining({
        Name: KAISA_NAME,
        Awaited: false,
        ConfirmedAt: expect.any(String),
      }),
    ]);
    // Her confirmation is hers alone: it is not given twice, nor for Timo.
    expect((await kaisa.call('company-sign-ubos', owners)).statusCode).toBe(409);

    const signed = await kaisa.sign(Id);
    expect(signed.approval).toContain('Saariston Logistiikka Oy');
    expect(signed.path).toBe(`/landing/company-loan-application/sign/${Id}?status=ok`);
    const half = (await kaisa.call('company-ftn-complete', { Id })).json();
    expect(half).toMatchObject({
      Status: 'WaitingForSignatures',
      YouHaveSigned: true,
      LoanId: null,
    });
    expect(half.Signatories).toEqual([
      // The register lists them by last name.
      expect.objectContaining({ Name: TIMO_NAME, Awaited: true, SignedAt: null }),
      expect.objectContaining({ Name: KAISA_NAME, Awaited: false, SignedAt: expect.any(String) }),
    ]);
    // A signature is not given twice.
    const again = await kaisa.call('company-sign-confirm', { Id, TermsAccepted: true });
    expect(again.statusCode).toBe(409);

    // Timo signs in his own session from the link; his signature binds the company.
    const timo = new CompanyLoanRepresentative(bank);
    expect(await timo.identifyAs(TIMO_NAME, Id)).toBe(
      `/landing/company-loan-application/sign/${Id}?status=ok`,
    );
    expect((await timo.call('company-ftn-complete', { Id })).statusCode).toBe(409);
    // He confirms as an owner in the same visit, before he may sign.
    const unconfirmed = await timo.call('company-sign-confirm', { Id, TermsAccepted: true });
    expect(unconfirmed.statusCode).toBe(409);
    const both = (await timo.call('company-sign-ubos', owners)).json();
    expect(both).toMatchObject({ OwnersConfirmed: true, Status: 'WaitingForSignatures' });
    await timo.sign(Id);
    const done = (await timo.call('company-ftn-complete', { Id })).json();
    expect(done).toMatchObject({ Status: 'PaidOut', LoanId: expect.any(String) });

    const [row] = await bank.database.db
      .select()
      .from(companyLoanApplications)
      .where(eq(companyLoanApplications.id, Id));
    const [loan] = (await companyLoansOf(row!.companyCustomerId)).filter(
      (l) => l.id === done.LoanId,
    );
    expect(loan).toMatchObject({
      typeEnum: 'CompanyLoan',
      companyLoanType: 'FlexLoan',
      capital: 3_000_000,
    });
    const payouts = await bank.database.db
      .select({ amount: postings.amount })
      .from(postings)
      .innerJoin(bookings, eq(bookings.id, postings.bookingId))
      .where(eq(bookings.loanId, done.LoanId));
    expect(payouts.reduce((sum, p) => sum + p.amount, 0)).toBe(0);
    const [account] = await bank.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.customerId, row!.companyCustomerId), eq(accounts.product, 'payment')));
    expect(payouts.some((p) => p.amount === 3_000_000 - decided.Offer.OpeningFee * 100)).toBe(true);
    expect(account).toBeDefined();

    // The loan is the company's: its main user sees it with its schedule.
    const summary = await bank.call({
      url: '/api/loans/summary',
      cookie: await bank.cookieFor(KAISA),
    });
    const listed = summary.json().find((l: { Id: string }) => l.Id === done.LoanId);
    expect(listed).toMatchObject({ TypeEnum: 'CompanyLoan', CompanyLoanType: 'FlexLoan' });
    expect(listed.LoanInstallmentsPublic).toHaveLength(12);
  });

  it('waits for every owner, then pays out exactly once when the last marks meet', async () => {
    const cookie = await bank.cookieFor(KAISA);
    const { Id } = await decidedApplication(cookie);
    await confirmOwners(cookie, Id);
    const { companyLoanApplications: service, companyLoanSigning } = bank.app.services;
    const [kaisa, timo] = await Promise.all(
      [KAISA, TIMO].map(async (personalId) => {
        const user = await bank.app.services.customers.userByPersonalId(personalId);
        return service.representative(user!.id);
      }),
    );
    const outcomes = await Promise.allSettled([
      companyLoanSigning(kaisa!, Id),
      companyLoanSigning(timo!, Id),
      companyLoanSigning(kaisa!, Id),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    // Both signatures bind the company, but Timo has not yet confirmed as an owner.
    const waiting = (await callAs(cookie, 'company-sign-init', { Id })).json();
    expect(waiting).toMatchObject({ Status: 'WaitingForSignatures', OwnersConfirmed: false });
    expect(await paidOut(Id)).toEqual([]);
    await confirmOwners(await bank.cookieFor(TIMO), Id);
    const [row] = await bank.database.db
      .select()
      .from(companyLoanApplications)
      .where(eq(companyLoanApplications.id, Id));
    expect(row).toMatchObject({ status: 'PaidOut' });
    const paid = await bank.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.loanId, row!.loanId!), eq(bookings.kind, 'loanPayout')));
    expect(paid).toHaveLength(1);
  });
});

describe('who may see and sign a company’s application', () => {
  it('another company’s people find nothing; a person without a signing right cannot apply', async () => {
    const { Id } = await decidedApplication(await bank.cookieFor(KAISA));
    const jukka = await bank.cookieFor(JUKKA);
    for (const name of [
      'company-sign-init',
      'company-sign-ubos',
      'company-ftn-complete',
      'company-submit',
    ]) {
      const answer = await callAs(jukka, name, { Id, BeneficialOwners: [] });
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(404);
    }
    const listed = (await callAs(jukka, 'company-sign-application')).json();
    expect(listed.Applications.map((a: { Id: string }) => a.Id)).not.toContain(Id);
    const insert = await callAs(await bank.cookieFor(AINO), 'company-loan-application-insert', {
      BusinessId: SAARISTO_BUSINESS_ID,
      LoanType: 'NormalLoan',
      Amount: 30_000,
      InstallmentCount: 36,
    });
    expect(insert.statusCode).toBe(403);
    const notCustomer = await callAs(
      await bank.cookieFor(AINO),
      'company-loan-application-insert',
      {
        BusinessId: '9823122-8',
        LoanType: 'NormalLoan',
        Amount: 30_000,
        InstallmentCount: 36,
      },
    );
    expect(notCustomer.statusCode).toBe(409);

    // A representative who owns nothing over a quarter may read it but not confirm as an owner.
    await bank.database.db.insert(registerRepresentatives).values({
      businessId: SAARISTO_BUSINESS_ID,
      personalId: AINO,
      firstName: 'Aino',
      lastName: 'Virtanen',
      position: 'Hallituksen varajäsen',
      signingRight: 'None',
    });
    const aino = await bank.cookieFor(AINO);
    expect((await callAs(aino, 'company-sign-init', { Id })).statusCode).toBe(200);
    const notOwner = await callAs(aino, 'company-sign-ubos', { Id, BeneficialOwners: [] });
    expect(notOwner.statusCode, notOwner.body).toBe(403);

    // A signature confirmed by someone the register gives no signing right is refused.
    const jukkaUser = await bank.app.services.customers.userByPersonalId(JUKKA);
    const outsider = await bank.app.services.companyLoanApplications.representative(jukkaUser!.id);
    await expect(bank.app.services.companyLoanSigning(outsider, Id)).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});

describe('an application the credit rules hand to a person', () => {
  it('waits in manual handling until the bank’s handler approves it', async () => {
    const cookie = await bank.cookieFor(KAISA);
    const referred = await decidedApplication(cookie, 'NormalLoan', 200_000);
    expect(referred).toMatchObject({
      Status: 'ManualHandling',
      DecisionReason: 'amount',
      Offer: null,
    });
    const seen = await callAs(cookie, 'confirm-bank', { Id: referred.Id });
    expect(seen.json()).toMatchObject({ Status: 'ManualHandling' });
    const approved = await callAs(cookie, 'approve-bank', { Id: referred.Id, Approved: true });
    expect(approved.json()).toMatchObject({
      Status: 'WaitingForSignatures',
      ApprovedAmount: 200_000,
      Offer: { Amount: 200_000, CompanyLoanType: 'NormalLoan' },
    });
    const again = await callAs(cookie, 'approve-bank', { Id: referred.Id, Approved: false });
    expect(again.statusCode).toBe(409);
  });
});
