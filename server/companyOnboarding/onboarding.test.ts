import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyRecords } from '../companyRegister/companyRecords';
import { customerRights, customers } from '../db/schema';
import { REGISTER_COMPANIES } from '../seed/companyRegister';
import { companyCookie } from '../testing/companySession';
import {
  CompanyRepresentative,
  latestCode,
  onboardingWithPhone,
} from '../testing/companyRepresentative';
import { AINO, JUKKA, LIISA, PEKKA } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** A company becomes a customer through its representative's onboarding, and who may not. */

let bank: TestBank;
let olli: CompanyRepresentative;
let onboardingId: string;

const OLLI = 'Olli Salminen';
const owners = [
  {
    FirstName: 'Olli',
    LastName: 'Salminen',
    BirthDate: '1983-07-25',
    OwnershipPercent: 60,
    CountryCode: 'FI',
    IsPoliticallyExposed: false,
  },
  {
    FirstName: 'Marja',
    LastName: 'Salminen',
    BirthDate: '1985-02-11',
    OwnershipPercent: 40,
    CountryCode: 'FI',
    IsPoliticallyExposed: false,
  },
];
const taxResidencies = [
  { CountryCode: 'FI', TaxIdentifier: REGISTER_COMPANIES.salminen },
  { CountryCode: 'US', TaxIdentifier: '98Q96B.00000.LE.250' },
];
const kyc = {
  Purpose: 'DailyBusiness',
  MonthlyPayments: 'Under10k',
  HandlesCash: false,
  InternationalPayments: true,
  IsPoliticallyExposed: false,
  ActsOnOwnBehalf: true,
};

const callAs = (cookie: string, name: string, body: Record<string, unknown> = {}) =>
  bank.call({ url: `/api/auth/${name}`, cookie, body });

beforeAll(async () => {
  bank = await startTestBank();
  olli = new CompanyRepresentative(bank);
});
afterAll(() => bank.close());

describe('a company becomes a customer', () => {
  it('the representative identifies strongly and lands on the onboarding in their session', async () => {
    expect(await olli.identifyAs(OLLI)).toBe('/open/company?status=ok');
    const underWay = await olli.call('company-onboarding');
    expect(underWay.statusCode, underWay.body).toBe(200);
    expect(underWay.headers['cache-control']).toContain('no-store');
    expect(underWay.json()).toMatchObject({ PhoneVerified: false, Company: null });
    onboardingId = underWay.json().Id;
  });

  it('verifies the phone by the SMS code: a wrong code is refused, the right one once', async () => {
    const Id = onboardingId;
    expect(
      (
        await olli.call('company-search-details', { Id, BusinessId: REGISTER_COMPANIES.salminen })
      ).json(),
    ).toMatchObject({ ModelState: { Id: 'Vahvista ensin puhelinnumerosi.' } });
    const sent = await olli.call('company-sms-verification-start', {
      Id,
      CountryCode: '+358',
      Number: '0447890123',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCode(bank, '+358447890123');
    const wrong = code === '0000' ? '1111' : '0000';
    const VerificationId = sent.json().VerificationId;
    const refused = await olli.call('company-sms-verification-complete', {
      Id,
      VerificationId,
      Code: wrong,
    });
    expect(refused.statusCode).toBe(422);
    const verified = await olli.call('company-sms-verification-complete', {
      Id,
      VerificationId,
      Code: code,
    });
    expect(verified.json()).toMatchObject({ PhoneVerified: true, Phone: '+358447890123' });
    const again = await olli.call('company-sms-verification-complete', {
      Id,
      VerificationId,
      Code: code,
    });
    expect(again.statusCode).toBe(422);
  });

  it('finds the company by its business ID and chooses it, with its register details', async () => {
    const Id = onboardingId;
    const found = await olli.call('company-search', {
      Id,
      BusinessId: ` ${REGISTER_COMPANIES.salminen}`,
    });
    expect(found.json()).toEqual({
      BusinessId: REGISTER_COMPANIES.salminen,
      Name: 'Salmisen Viherrakennus Oy',
      CompanyForm: 'Osakeyhtiö',
      City: 'Helsinki',
    });
    const badCheckDigit = await olli.call('company-search', { Id, BusinessId: '9823106-7' });
    expect(badCheckDigit.statusCode).toBe(400);
    expect(Object.keys(badCheckDigit.json().ModelState)).toEqual(['BusinessId']);
    const unknown = await olli.call('company-search', { Id, BusinessId: '0112038-9' });
    expect(unknown.statusCode).toBe(404);

    const details = await olli.call('company-search-details', {
      Id,
      BusinessId: REGISTER_COMPANIES.salminen,
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toMatchObject({
      Industry: 'Maisemanhoitopalvelut',
      Representatives: [{ Name: OLLI, Position: 'Toimitusjohtaja', SigningRight: 'Alone' }],
    });
  });

  it('proposes the beneficial owners from the register and takes the confirmed ones', async () => {
    const Id = onboardingId;
    const proposal = (await olli.call('company-list-beneficial-owners', { Id })).json();
    // In the register's order: by last name, then first name.
    expect(proposal).toEqual({ BeneficialOwners: [owners[1], owners[0]], Confirmed: false });
    const tooMuch = await olli.call('company-update-beneficial-owners', {
      Id,
      BeneficialOwners: [owners[0], { ...owners[1], OwnershipPercent: 45 }],
    });
    expect(tooMuch.json().ModelState).toHaveProperty('BeneficialOwners');
    const saved = await olli.call('company-update-beneficial-owners', {
      Id,
      BeneficialOwners: owners,
    });
    expect(saved.json()).toMatchObject({ BeneficialOwnersConfirmed: true });
    expect((await olli.call('company-list-beneficial-owners', { Id })).json().Confirmed).toBe(true);
  });

  it('takes tax residencies only with the identifier each country issues', async () => {
    const Id = onboardingId;
    const wrongGiin = await olli.call('company-update-tax-information', {
      Id,
      TaxResidencies: [
        taxResidencies[0],
        { CountryCode: 'US', TaxIdentifier: '98O96B.00000.LE.250' },
      ],
    });
    expect(wrongGiin.statusCode).toBe(400);
    expect(wrongGiin.json().ModelState).toEqual({
      'TaxResidencies.1.TaxIdentifier': 'Anna GIIN muodossa XXXXXX.XXXXX.XX.XXX.',
    });
    const saved = await olli.call('company-update-tax-information', {
      Id,
      TaxResidencies: taxResidencies,
    });
    expect(saved.json()).toMatchObject({ TaxInformationDone: true });
    expect((await olli.call('company-get-tax-information', { Id })).json()).toEqual({
      TaxResidencies: taxResidencies,
    });
  });

  it('refuses KYC answers of a company acting for someone else', async () => {
    const Id = onboardingId;
    const refused = await olli.call('company-update-kyc', { Id, ...kyc, ActsOnOwnBehalf: false });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().ModelState)).toEqual(['ActsOnOwnBehalf']);
  });

  it('completes once the answers are in: the company is a customer, the representative its main user', async () => {
    const Id = onboardingId;
    expect(
      (await olli.call('company-registration-complete', { Id, TermsAccepted: true })).statusCode,
    ).toBe(409);
    await olli.call('company-update-prelim-kyc', {
      Id,
      Turnover: 'Under100k',
      Employees: 'From1To9',
    });
    await olli.call('company-update-kyc', { Id, ...kyc });
    expect((await olli.call('company-get-kyc', { Id })).json()).toEqual({
      PrelimKyc: { Turnover: 'Under100k', Employees: 'From1To9' },
      Kyc: kyc,
    });
    expect(
      (await olli.call('company-registration-complete', { Id, TermsAccepted: false })).statusCode,
    ).toBe(400);

    const completed = await olli.call('company-registration-complete', { Id, TermsAccepted: true });
    expect(completed.statusCode, completed.body).toBe(200);
    const companyId = completed.json().CompanyCustomerId;
    expect(companyId).toEqual(expect.any(String));
    const again = await olli.call('company-registration-complete', { Id, TermsAccepted: true });
    expect(again.json().CompanyCustomerId).toBe(companyId);

    const me = (await olli.browser.request('GET', '/api/bank/customer', { api: true })).json();
    expect(me.AvailableCustomers).toContainEqual({
      CustomerId: companyId,
      customerType: 'Company',
      Name: 'Salmisen Viherrakennus Oy',
    });
    const [right] = await bank.database.db
      .select()
      .from(customerRights)
      .where(eq(customerRights.customerId, companyId));
    expect(right).toMatchObject({ role: 'MainUser', representation: 'Toimitusjohtaja' });
    const [company] = await bank.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, companyId));
    expect(company).toMatchObject({
      type: 'Company',
      identityCode: REGISTER_COMPANIES.salminen,
      isKycVerified: true,
    });
    expect(await companyRecords.beneficialOwners(bank.database.db, companyId)).toEqual([
      owners[1],
      owners[0],
    ]);
    expect(await companyRecords.taxResidencies(bank.database.db, companyId)).toEqual(
      [...taxResidencies].sort((a, b) => a.CountryCode.localeCompare(b.CountryCode)),
    );
    const changed = await olli.call('company-update-kyc', { Id, ...kyc });
    expect(changed.statusCode).toBe(409);
  });
});

describe('who may onboard which company', () => {
  it('only a representative with a signing right; never a company already a customer', async () => {
    const cookie = await bank.cookieFor(JUKKA);
    const Id = await onboardingWithPhone(bank, cookie);
    const choose = async (BusinessId: string) =>
      (await callAs(cookie, 'company-search-details', { Id, BusinessId })).json().ModelState;
    expect(await choose(REGISTER_COMPANIES.kuusela)).toEqual({
      BusinessId: 'Yritys on jo pankin asiakas. Kirjaudu verkkopankkiin ja valitse yritys.',
    });
    expect(await choose(REGISTER_COMPANIES.espooSoftware)).toEqual({
      BusinessId: 'Et ole tämän yrityksen edustaja kaupparekisterissä.',
    });
    // Identified again after completing, the representative starts a new onboarding.
    const returning = new CompanyRepresentative(bank);
    await returning.identifyAs(OLLI);
    const fresh = (await returning.call('company-onboarding')).json();
    expect(fresh).toMatchObject({ Company: null, CompanyCustomerId: null });
    expect(fresh.Id).not.toBe(onboardingId);
  });

  it('refuses a representative without a signing right; takes those who sign together or as the board', async () => {
    const aino = await bank.cookieFor(AINO);
    const liisa = await bank.cookieFor(LIISA);
    const ainoId = await onboardingWithPhone(bank, aino, {
      CountryCode: '+358',
      Number: '401111111',
    });
    const liisaId = await onboardingWithPhone(bank, liisa, {
      CountryCode: '+358',
      Number: '402222222',
    });
    const noRight = await callAs(aino, 'company-search-details', {
      Id: ainoId,
      BusinessId: REGISTER_COMPANIES.lahtiAccounting,
    });
    expect(noRight.statusCode).toBe(403);
    const together = await callAs(aino, 'company-search-details', {
      Id: ainoId,
      BusinessId: REGISTER_COMPANIES.virtanenKorhonen,
    });
    expect(together.statusCode, together.body).toBe(200);
    const board = await callAs(liisa, 'company-search-details', {
      Id: liisaId,
      BusinessId: REGISTER_COMPANIES.woodwork,
    });
    expect(board.statusCode, board.body).toBe(200);
    // Nobody owns over a quarter of the board's company: the proposal is empty.
    expect((await callAs(liisa, 'company-list-beneficial-owners', { Id: liisaId })).json()).toEqual(
      {
        BeneficialOwners: [],
        Confirmed: false,
      },
    );

    // Another person's onboarding is not found, whatever the call.
    for (const name of [
      'company-list-beneficial-owners',
      'company-get-kyc',
      'company-get-tax-information',
    ]) {
      const other = await callAs(aino, name, { Id: liisaId });
      expect(other.statusCode, name).toBe(404);
    }
  });

  it('is a person’s own: refused to a view-only user, to a company session and without a session', async () => {
    expect((await callAs(await bank.cookieFor(PEKKA), 'company-onboarding')).statusCode).toBe(403);
    expect((await callAs(await companyCookie(bank, JUKKA), 'company-onboarding')).statusCode).toBe(
      403,
    );
    expect((await bank.call({ url: '/api/auth/company-onboarding' })).statusCode).toBe(401);
  });

  it('the broker’s answer for another browser opens no session', async () => {
    const stranger = new CompanyRepresentative(bank);
    const answer = await stranger.call('company-tupas-complete', { state: 'forged', code: 'x' });
    expect(answer.statusCode).toBe(401);
  });
});
