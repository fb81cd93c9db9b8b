import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFinnishPersonalId } from '../../domain/identity/finnishPersonalId';
import { users } from '../db/schema';
import { expectNoServerError } from '../testing/fuzz';
import { applicationForm, LoanApplicant } from '../testing/loanApplicant';
import { startTestBank, type TestBank } from '../testing/testBank';

let bank: TestBank;

beforeAll(async () => {
  // Every case identifies through the sandbox, more than a minute's allowance of one address.
  bank = await startTestBank({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
  // A person over 75 on the identification page, for the age rule.
  await bank.database.db.insert(users).values({
    personalId: createFinnishPersonalId({ birthDate: '1946-03-03', individualNumber: 951 }),
    firstName: 'Eino',
    lastName: 'Ikonen',
    demoRole: 'Testihenkilö: yli 75-vuotias',
    demoOrder: 90,
  });
});
afterAll(() => bank.close());

describe('the credit decision reaches every outcome', () => {
  it.each([
    ['approves what the budget allows', 'Aino Virtanen', {}, 'WaitingForApproval', 12_000, null],
    [
      'reduces the amount to what the budget allows',
      'Mikko Korhonen',
      { MonthlyIncome: 2_000, MonthlyExpenses: 1_400 },
      'WaitingForApproval',
      9_000,
      'income',
    ],
    [
      'refuses when not even the smallest loan fits',
      'Tiina Järvinen',
      { MonthlyIncome: 1_500, MonthlyExpenses: 1_480 },
      'Rejected',
      null,
      'income',
    ],
    [
      'refuses someone borrowing for another',
      'Aino Virtanen',
      { ActsOnOwnBehalf: false },
      'Rejected',
      null,
      'kyc',
    ],
    [
      'refers a politically exposed person to a person at the bank',
      'Emilia Lehtonen',
      { IsPoliticallyExposed: true },
      'WaitingForVerification',
      null,
      'verification',
    ],
    ['refuses someone over 75', 'Eino Ikonen', {}, 'Rejected', null, 'age'],
  ] as const)('%s', async (_rule, name, answers, status, approved, reason) => {
    const applicant = new LoanApplicant(bank);
    const decided = await applicant.decided(name, applicationForm(answers));
    expect(decided).toMatchObject({
      Status: status,
      ApprovedAmount: approved,
      DecisionReason: reason,
    });
    expect(decided.Offer === null).toBe(approved === null);
    if (approved !== null) expect(decided.Offer.Amount).toBe(approved);
  });

  it('decides again when the applicant changes the amount or their answers', async () => {
    const applicant = new LoanApplicant(bank);
    await applicant.decided('Mikko Korhonen');
    const smaller = (
      await applicant.act('update', { Amount: 2_000, InstallmentCount: 200 })
    ).json();
    expect(smaller).toMatchObject({ Status: 'WaitingForApproval', ApprovedAmount: 2_000 });
    // The duration follows the amount's offer row, as the calculator's slider does.
    expect(smaller.InstallmentCount).toBe(60);
    const poorer = await applicant.act(
      'onboarding-update',
      applicationForm({ MonthlyIncome: 1_000, MonthlyExpenses: 990 }),
    );
    expect(poorer.json()).toMatchObject({ Status: 'Rejected', DecisionReason: 'income' });
    expect(
      (await applicant.act('update', { Amount: 1_000, InstallmentCount: 12 })).statusCode,
    ).toBe(409);
  });
});

describe('refusals', () => {
  let aino: LoanApplicant | undefined;
  /** One identified applicant for the cases that only need somebody's application. */
  async function identifiedAino(): Promise<LoanApplicant> {
    if (!aino) {
      aino = new LoanApplicant(bank);
      await aino.start();
      await aino.identifyAs('Aino Virtanen');
    }
    return aino;
  }

  it('another applicant’s application is not found, whatever the call', async () => {
    const aino = new LoanApplicant(bank);
    await aino.decided('Aino Virtanen');
    const mikko = new LoanApplicant(bank);
    await mikko.decided('Mikko Korhonen');
    const fetched = await mikko.call('fetch', { id: aino.applicationId });
    expect(fetched.statusCode).toBe(404);
    expect(Object.keys(fetched.json().ModelState)).toEqual(['id']);
    for (const name of ['offer', 'approve', 'cancel', 'confirm', 'proposals']) {
      const response = await mikko.call(name, { Id: aino.applicationId, TermsAccepted: true });
      expect(response.statusCode, name).toBe(404);
      expect(response.json().ModelState, name).toEqual({ Id: 'Lainahakemusta ei löytynyt' });
    }
    expect((await aino.call('fetch', { id: aino.applicationId })).json().Status).toBe(
      'WaitingForApproval',
    );
  });

  it('an application identified for by one person cannot be taken by another', async () => {
    const aino = new LoanApplicant(bank);
    await aino.start();
    await aino.identifyAs('Aino Virtanen');
    const mikko = new LoanApplicant(bank);
    mikko.applicationId = aino.applicationId;
    expect(await mikko.identifyAs('Mikko Korhonen')).toBe('/landing/loan-application?status=error');
  });

  it('a cancelled identification returns to the landing page without a session', async () => {
    const applicant = new LoanApplicant(bank);
    await applicant.start();
    const start = await applicant.call('start-identification', {
      applicationId: applicant.applicationId,
    });
    const authorize = new URL(start.json().IdentificationUrl);
    const page = await applicant.browser.follow(
      await applicant.browser.request('GET', `${authorize.pathname}${authorize.search}`),
    );
    const uid = page.path.split('/').pop();
    const done = await applicant.browser.follow(
      await applicant.browser.request('POST', `/idp/interaction/${uid}/cancel`, { form: {} }),
    );
    expect(done.path).toBe('/landing/loan-application?status=cancel');
    expect(applicant.browser.cookie('vp_session')).toBeUndefined();
  });

  it('a view-only user may not apply', async () => {
    const pekka = new LoanApplicant(bank);
    await pekka.start();
    expect(await pekka.identifyAs('Pekka Nieminen')).toBe('/landing/loan-application?status=error');
    expect(pekka.browser.cookie('vp_session')).toBeUndefined();
  });

  it('a replayed identification answer opens nothing', async () => {
    const applicant = new LoanApplicant(bank);
    await applicant.start();
    const start = await applicant.call('start-identification', {
      applicationId: applicant.applicationId,
    });
    const answer = await applicant.call('complete-identification', { state: 'not-a-state' });
    expect(answer.statusCode).toBe(401);
    expect(Object.keys(answer.json().ModelState)).toEqual(['state']);
    expect(start.statusCode).toBe(200);
    const unknown = await applicant.call('start-identification', {
      applicationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(unknown.json().ModelState)).toEqual(['applicationId']);
  });

  it('asks for the form before the decision, and the terms before signing', async () => {
    const applicant = new LoanApplicant(bank);
    await applicant.start();
    await applicant.identifyAs('Aino Virtanen');
    const early = await applicant.act('offer');
    expect(early.statusCode).toBe(409);
    expect(early.json().ModelState).toEqual({
      Id: 'Täytä hakemuksen tiedot ennen lainapäätöstä',
    });
    await applicant.act('onboarding-update', applicationForm());
    await applicant.act('offer');
    const unaccepted = await applicant.act('approve', { TermsAccepted: false });
    expect(unaccepted.statusCode).toBe(400);
    expect(unaccepted.json().ModelState).toEqual({ TermsAccepted: 'Hyväksy ehdot jatkaaksesi' });
    const unsigned = await applicant.act('confirm');
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json().ModelState).toEqual({
      Id: 'Lainasopimusta ei ole vielä allekirjoitettu',
    });
    expect((await applicant.act('cancel')).json().Status).toBe('Cancelled');
    expect((await applicant.act('cancel')).statusCode).toBe(409);
    expect((await applicant.act('approve', { TermsAccepted: true })).statusCode).toBe(409);
  });

  it.each([
    [
      'init',
      { Amount: 500, InstallmentCount: 36 },
      'Amount',
      'Valitse summa väliltä 1\u00a0000–30\u00a0000 €',
    ],
    [
      'init',
      { Amount: 12_000, InstallmentCount: 0 },
      'InstallmentCount',
      'Valitse laina-aika kuukausina',
    ],
    ['onboarding-update', { PostalCode: '3320' }, 'PostalCode', 'Postinumerossa on viisi numeroa'],
    ['onboarding-update', { Email: 'ei-osoite' }, 'Email', 'Virheellinen sähköpostiosoite'],
    ['onboarding-update', { Phone: '12' }, 'Phone', 'Virheellinen puhelinnumero'],
    [
      'onboarding-update',
      { PurposeEnum: 'Gambling' },
      'PurposeEnum',
      'Valitse lainan käyttötarkoitus',
    ],
    [
      'onboarding-update',
      { MonthlyIncome: -1 },
      'MonthlyIncome',
      'Arvo on liian pieni: vähintään 0',
    ],
    [
      'onboarding-update',
      { MonthlyExpenses: 1.001 },
      'MonthlyExpenses',
      'Summassa voi olla enintään kaksi desimaalia',
    ],
    ['onboarding-update', { ActsOnOwnBehalf: 'yes' }, 'ActsOnOwnBehalf', 'Vastaa kysymykseen'],
    ['onboarding-update', { City: 'Tampere<script>' }, 'City', 'Contains invalid chars'],
  ] as const)('%s refuses %o naming %s', async (name, fields, field, text) => {
    const applicant = await identifiedAino();
    const body =
      name === 'init' ? fields : { Id: applicant.applicationId, ...applicationForm(fields) };
    const response = await applicant.call(name, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState).toEqual({
      [field]: expect.stringMatching(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
  });

  it('answers fuzzed payloads of the applicant’s calls without a server error', async () => {
    const applicant = await identifiedAino();
    const cookie = applicant.browser.cookieHeader;
    const fields = [...Object.keys(applicationForm()), 'Id', 'Amount', 'InstallmentCount'];
    for (const name of ['init', 'onboarding-update', 'update', 'register']) {
      await expectNoServerError(bank, {
        url: `/api/loan-application/${name}`,
        cookie,
        fields: [...fields, 'applicationId', 'gtm'],
        known: [applicant.applicationId, 12_000, 36],
        runs: 25,
      });
    }
  });
});
