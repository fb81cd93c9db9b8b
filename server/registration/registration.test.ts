import fc from 'fast-check';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as registration from '../../api/registration';
import { customers, kycSurveys, outbox } from '../db/schema';
import { callFuzz, callsOf, fieldValues } from '../testing/callFuzz';
import { InjectBrowser, demoUserIdOnPage } from '../testing/loginRoundTrip';
import { AINO, PEKKA } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** A person becomes a customer: strong identification, contact details, SMS code, KYC. */

let bank: TestBank;

beforeAll(async () => {
  // Each case identifies through the sandbox: more than a minute's allowance of one address.
  bank = await startTestBank({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => bank.close());

const CONTACT = {
  CountryCode: '+358',
  Number: '040 123 9876',
  Email: 'helmi.rekola@example.com',
  StreetAddress: 'Kauppakatu 3 A 1',
  PostalCode: '40100',
  City: 'Jyväskylä',
};
const KYC = {
  RelationshipPurpose: 'DailyBanking',
  FundsSource: 'Salary',
  MonthlyDeposits: 'Under1000',
  IsPoliticallyExposed: false,
  ActsOnOwnBehalf: true,
};

/** A browser that identifies as `name` on the registration page; answers where it landed. */
async function identifiedFor(name: string) {
  const browser = new InjectBrowser(bank.app);
  const start = await browser.request('POST', registration.registrationTupasStart.path, {
    api: true,
  });
  expect(start.statusCode, start.body).toBe(200);
  const authorize = new URL(start.json().IdentificationUrl);
  const page = await browser.follow(
    await browser.request('GET', `${authorize.pathname}${authorize.search}`),
  );
  const userId = demoUserIdOnPage(page.response.body, name);
  const uid = page.path.split('/').pop();
  const landed = await browser.follow(
    await browser.request('POST', `/idp/interaction/${uid}/identify`, { form: { userId } }),
  );
  const call = (path: string, json?: unknown, method: 'GET' | 'POST' = 'POST') =>
    browser.request(method, path, { api: true, json });
  return { browser, landed: landed.path, call };
}

async function smsCodeTo(phone: string): Promise<string> {
  const [sms] = await bank.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, phone), eq(outbox.channel, 'sms')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return /\b(\d{4})\b/.exec(sms!.body)![1]!;
}

describe('a person who is not a customer', () => {
  it('registers: contact details, the phone by SMS code, the KYC questions, then is a customer', async () => {
    const helmi = await identifiedFor('Helmi Rekola');
    expect(helmi.landed).toBe('/open/registration');
    const status = await helmi.call(registration.registrationStatus.path, undefined, 'GET');
    expect(status.headers['cache-control']).toContain('no-store');
    expect(status.json()).toEqual({ FirstName: 'Helmi', Step: 'Contact' });

    const early = await helmi.call(registration.registrationComplete.path, KYC);
    expect(early.statusCode).toBe(409);
    expect(early.json().ModelState.customer).toBe('Vahvista ensin puhelinnumerosi.');

    const sent = await helmi.call(registration.registrationStart.path, CONTACT);
    expect(sent.statusCode, sent.body).toBe(200);
    const { VerificationId } = sent.json();
    const code = await smsCodeTo('+358401239876');
    const wrong = await helmi.call(registration.registrationVerifySms.path, {
      VerificationId,
      Code: code === '0000' ? '1111' : '0000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().ModelState.Code).toBe('Koodi on väärä. Tarkista koodi ja yritä uudelleen.');
    const verified = await helmi.call(registration.registrationVerifySms.path, {
      VerificationId,
      Code: code,
    });
    expect(verified.json()).toEqual({ Step: 'Kyc' });
    const again = await helmi.call(registration.registrationVerifySms.path, {
      VerificationId,
      Code: code,
    });
    expect(again.statusCode).toBe(422);

    const notOwn = await helmi.call(registration.registrationComplete.path, {
      ...KYC,
      ActsOnOwnBehalf: false,
    });
    expect(notOwn.statusCode).toBe(422);
    expect(Object.keys(notOwn.json().ModelState)).toEqual(['ActsOnOwnBehalf']);

    const done = await helmi.call(registration.registrationComplete.path, KYC);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ customerType: 'Person', Name: 'Helmi Rekola' });
    const [customer] = await bank.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, done.json().CustomerId));
    expect(customer).toMatchObject({
      isKycVerified: true,
      phone: '+358401239876',
      email: 'helmi.rekola@example.com',
      postalCode: '40100',
      country: 'FI',
    });
    expect(customer!.kycValidTo).not.toBeNull();
    const [answers] = await bank.database.db
      .select()
      .from(kycSurveys)
      .where(eq(kycSurveys.customerId, customer!.id));
    expect(answers!.answers).toEqual(KYC);

    // In the bank: an empty one, where she may act (open an account).
    const accounts = await helmi.call('/api/bank/accounts', {});
    expect(accounts.statusCode).toBe(200);
    expect(accounts.json()).toEqual([]);
    const after = await helmi.call(registration.registrationStatus.path, undefined, 'GET');
    expect(after.json().Step).toBe('Done');
    expect((await helmi.call(registration.registrationStart.path, CONTACT)).statusCode).toBe(409);

    // Registered once: identifying for registration again goes to the login.
    expect((await identifiedFor('Helmi Rekola')).landed).toBe('/bank/login?error=already_customer');
  });
});

describe('a person who already has a bank', () => {
  it('goes to the login from the identification, with no session', async () => {
    const aino = await identifiedFor('Aino Virtanen');
    expect(aino.landed).toBe('/bank/login?error=already_customer');
    expect(aino.browser.cookie('vp_session')).toBeUndefined();
    const status = await aino.call(registration.registrationStatus.path, undefined, 'GET');
    expect(status.statusCode).toBe(401);
  });

  it('cannot change their details through the registration’s calls', async () => {
    for (const person of [AINO, PEKKA]) {
      const cookie = await bank.cookieFor(person);
      const response = await bank.call({
        url: registration.registrationStart.path,
        cookie,
        body: CONTACT,
      });
      expect(response.statusCode).toBe(409);
      const kyc = await bank.call({
        url: registration.registrationComplete.path,
        cookie,
        body: KYC,
      });
      expect(kyc.statusCode).toBe(409);
    }
  });
});

describe('fuzzed payloads', () => {
  it('never get a 500', async () => {
    const ville = await identifiedFor('Ville Uusitalo');
    expect(ville.landed).toBe('/open/registration');
    const fuzz = callFuzz(bank, ville.browser.cookieHeader, {
      calls: callsOf(registration),
      fields: [...Object.keys(CONTACT), ...Object.keys(KYC), 'VerificationId', 'Code'],
      value: fieldValues({
        ids: [crypto.randomUUID()],
        numbers: [0, -1, 1234, 1e12],
        dates: ['2026-01-01'],
        words: ['+358', '+46', '+1', 'Student', 'Saving', 'FI', '1234', '00100', ' ', '\u0000'],
        text: fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ maxLength: 300 })),
      }),
    });
    await fuzz.randomJson(30);
    await fuzz.nearlyValid(60);
  }, 60_000);
});
