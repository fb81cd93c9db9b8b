import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProtectionCost } from '../../domain/loans/paymentProtection';
import { centsToEuros, eurosToCents } from '../../domain/money/money';
import { bookings, consumerLoanApplications, customers, postings, users } from '../db/schema';
import { checkBalances } from '../ledger/balanceCheck';
import { applicationForm, LoanApplicant } from '../testing/loanApplicant';
import { startTestBank, type TestBank } from '../testing/testBank';

let bank: TestBank;

beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

const totalOfLedger = async () =>
  (
    await bank.database.db
      .select({ sum: sql<number>`coalesce(sum(${postings.amount}), 0)`.mapWith(Number) })
      .from(postings)
  )[0]!.sum;

async function payoutsOf(customerId: string) {
  return bank.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.kind, 'loanPayout')));
}

describe('a new customer applies from the landing page', () => {
  it('is identified, decided, signs, and gets the loan paid out to a new payment account', async () => {
    const calculator = await bank.call({ method: 'GET', url: '/api/loan-application/calculator' });
    expect(calculator.statusCode).toBe(200);
    expect(calculator.json().Items[0]).toMatchObject({ MinLoanAmount: 1_000 });

    const ville = new LoanApplicant(bank);
    const init = await ville.start(12_000, 36);
    expect(init.json()).toEqual({
      status: 'Started',
      flowType: 'loan',
      data: { amount: 12_000, duration: 36 },
      applicationId: ville.applicationId,
    });
    const steps = await ville.call('register', {
      applicationId: ville.applicationId,
      gtm: { steps: ['calculator', 'identification', 'calculator'] },
    });
    expect(steps.json()).toEqual({ Recorded: ['calculator', 'identification'] });

    const landed = await ville.identifyAs('Ville Uusitalo');
    expect(landed).toBe(`/landing/loan-application?applicationId=${ville.applicationId}&status=ok`);
    const [user] = await bank.database.db.select().from(users).where(eq(users.firstName, 'Ville'));
    const [customer] = await bank.database.db
      .select()
      .from(customers)
      .where(eq(customers.identityCode, user!.personalId));
    expect(customer).toMatchObject({
      type: 'Person',
      isKycVerified: false,
      name: 'Ville Uusitalo',
    });

    const filled = await ville.act('onboarding-update', applicationForm());
    expect(filled.json()).toMatchObject({ Status: 'InProcess', OnboardingComplete: true });
    expect((await ville.act('insurance', { Insurance: true })).json().Insurance).toBe(true);
    expect(
      (await ville.act('express-payment', { ExpressPayment: true })).json().ExpressPayment,
    ).toBe(true);

    const decided = (await ville.act('offer')).json();
    expect(decided).toMatchObject({
      Status: 'WaitingForApproval',
      ApprovedAmount: 12_000,
      DecisionReason: null,
      Offer: {
        Amount: 12_000,
        InstallmentCount: 36,
        InstallmentAmount: 382.98,
        OpeningFee: 60,
        MonthlyFee: 7.5,
        CompanyLoanType: null,
        InterestRate: 7.9,
        EffectiveAnnualRate: 10,
      },
    });
    const proposals = (await ville.act('proposals')).json();
    expect(proposals.map((p: { InstallmentCount: number }) => p.InstallmentCount)).toContain(36);
    expect(proposals.every((p: { Amount: number }) => p.Amount === 12_000)).toBe(true);

    const ledgerBefore = await totalOfLedger();
    const { approval, page, done } = await ville.acceptAndSign();
    // Accepted, the offer has no other terms to choose from.
    const afterAcceptance = await ville.act('proposals');
    expect(afterAcceptance.statusCode).toBe(200);
    expect(afterAcceptance.json()).toEqual([]);
    expect(approval).toMatch(
      /^Lainasopimus 12\s000,00\s€, laina-aika 36 kk, kuukausierä 382,98\s€$/,
    );
    expect(page).toContain(approval);
    expect(done.path).toBe(`/bank/loans/application/${ville.applicationId}/details?status=ok`);

    const signed = (await ville.act('confirm')).json();
    expect(signed).toMatchObject({ Status: 'Active', ApprovedAmount: 12_000 });
    expect(signed.LoanId).toEqual(expect.any(String));

    const cookie = ville.browser.cookieHeader;
    const accounts = (await bank.call({ url: '/api/bank/accounts', cookie })).json();
    const payout = accounts.find((a: { Iban: string }) => a.Iban === signed.PayoutIban);
    expect(payout).toMatchObject({ IsPaymentAccount: true, Balance: 12_000 - 60 });

    const loans = (await bank.call({ url: '/api/loans/summary', cookie })).json();
    expect(loans).toHaveLength(1);
    const [loan] = loans;
    const withProtection = centsToEuros(38_298 + paymentProtectionCost(38_298, 36).monthly);
    expect(loan).toMatchObject({
      Id: signed.LoanId,
      TypeEnum: 'Loan',
      PurposeEnum: 'Renovation',
      Capital: 12_000,
      CapitalPaid: 0,
      InstallmentCount: 36,
      Withdrawed: true,
      Name: 'Kulutusluotto',
      NextDueAmount: withProtection,
    });
    const instalments = loan.LoanInstallmentsPublic as { CapitalOpen: number; TotalOpen: number }[];
    expect(instalments).toHaveLength(36);
    const capital = instalments.reduce((sum, i) => sum + eurosToCents(i.CapitalOpen), 0);
    expect(capital).toBe(1_200_000);
    // Every instalment but the last (which takes what rounding left) is the offered instalment
    // with the payment protection chosen.
    expect(new Set(instalments.slice(0, 35).map((i) => i.TotalOpen))).toEqual(
      new Set([withProtection]),
    );

    // Money is conserved: the payout moved money between accounts and created none.
    expect(await totalOfLedger()).toBe(ledgerBefore);
    expect((await checkBalances(bank.database.db)).mismatches).toEqual([]);
    const [payoutBooking] = await payoutsOf(customer!.id);
    const legs = await bank.database.db
      .select({ amount: postings.amount })
      .from(postings)
      .where(eq(postings.bookingId, payoutBooking!.id));
    expect(legs.map((leg) => leg.amount).sort((a, b) => a - b)).toEqual([
      -1_200_000, 6_000, 1_194_000,
    ]);

    const [now] = await bank.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, customer!.id));
    expect(now).toMatchObject({
      isKycVerified: true,
      email: 'hakija@example.com',
      city: 'Tampere',
    });
    expect(now!.kycValidTo).not.toBeNull();

    // Signing again (a replayed confirmation, a second tab) books nothing more.
    const again = bank.app.services.loanApplications.sign(
      { flowId: '', customerId: customer!.id, userId: user!.id },
      ville.applicationId,
    );
    await expect(again).rejects.toMatchObject({ statusCode: 409 });
    expect(await payoutsOf(customer!.id)).toHaveLength(1);
    expect((await ville.act('confirm')).json().LoanId).toBe(signed.LoanId);
    expect((await ville.act('cancel')).statusCode).toBe(409);
  });
});

describe('an existing customer applies', () => {
  it('is paid out to their own payment account, and two signatures at once book once', async () => {
    const aino = new LoanApplicant(bank);
    const decided = await aino.decided('Aino Virtanen', applicationForm(), 5_000, 24);
    expect(decided).toMatchObject({ Status: 'WaitingForApproval', ApprovedAmount: 5_000 });
    const cookie = aino.browser.cookieHeader;
    const before = (await bank.call({ url: '/api/bank/accounts', cookie })).json();
    const approve = await aino.act('approve', { TermsAccepted: true });
    expect(approve.statusCode).toBe(200);

    const [row] = await bank.database.db
      .select()
      .from(consumerLoanApplications)
      .where(eq(consumerLoanApplications.id, aino.applicationId));
    const owner = { flowId: '', customerId: row!.customerId!, userId: row!.userId! };
    const payoutsBefore = (await payoutsOf(owner.customerId)).length;
    const results = await Promise.allSettled([
      bank.app.services.loanApplications.sign(owner, aino.applicationId),
      bank.app.services.loanApplications.sign(owner, aino.applicationId),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({ statusCode: 409 });
    expect(await payoutsOf(owner.customerId)).toHaveLength(payoutsBefore + 1);

    const signed = (await aino.act('confirm')).json();
    const after = (await bank.call({ url: '/api/bank/accounts', cookie })).json();
    const payoutBefore = before.find((a: { Iban: string }) => a.Iban === signed.PayoutIban);
    const payoutAfter = after.find((a: { Iban: string }) => a.Iban === signed.PayoutIban);
    expect(after).toHaveLength(before.length);
    // 5 000 € less the opening fee of 2 % capped at 50 €.
    expect(payoutAfter.Balance).toBeCloseTo(payoutBefore.Balance + 4_950, 2);
    expect((await checkBalances(bank.database.db)).mismatches).toEqual([]);

    // Without payment protection the instalment is the offered one.
    const loans = (await bank.call({ url: '/api/loans/summary', cookie })).json();
    const loan = loans.find((l: { Id: string }) => l.Id === signed.LoanId);
    expect(loan.NextDueAmount).toBe(decided.Offer.InstallmentAmount);
  });
});
