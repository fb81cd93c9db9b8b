import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycSurveys } from '../db/schema';
import { movableClock } from '../testing/clock';
import { expectNoServerError } from '../testing/fuzz';
import { companyCookie } from '../testing/companySession';
import { AINO, customerIdOf, JUKKA, LIISA, MIKKO, PEKKA } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** A person renews her KYC by the private customer survey; a lapsed one is unlocked by it. */

const clock = movableClock();
let bank: TestBank;

beforeAll(async () => {
  bank = await startTestBank({}, { now: clock.now });
});
afterAll(() => bank.close());

const SURVEY = '/api/bank/privatecustomersurvey';
const KYC = '/api/bank/kyc';
const ADDRESS = '/api/bank/updatecustomeraddress';

const ANSWERS = {
  RelationshipPurpose: 'DailyBanking',
  FundsSource: 'Salary',
  MonthlyDeposits: 'From1000To5000',
  IsPoliticallyExposed: false,
  ActsOnOwnBehalf: true,
};
const NEW_ADDRESS = {
  StreetAddress: 'Uusikatu 5',
  PostalCode: '33100',
  City: 'Tampere',
  Country: 'FI',
};

const kycOf = async (cookie: string) =>
  (await bank.call({ method: 'GET', url: KYC, cookie })).json();

/** Two years from the bank's day, as the survey renews it. */
const twoYearsOn = () => {
  const day = new Date(clock.now());
  return `${day.getFullYear() + 2}-${String(day.getMonth() + 1).padStart(2, '0')}`;
};

describe('renewing the KYC by the survey', () => {
  it('unlocks Liisa, whose KYC had expired, and keeps her answers', async () => {
    const liisa = await bank.cookieFor(LIISA);
    expect((await bank.call({ url: ADDRESS, cookie: liisa, body: NEW_ADDRESS })).statusCode).toBe(
      403,
    );
    const response = await bank.call({ url: SURVEY, cookie: liisa, body: ANSWERS });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toEqual({
      KycValidTo: expect.stringContaining(twoYearsOn()),
      IsKYCVerified: true,
      IsViewOnly: false,
    });
    expect(await kycOf(liisa)).toEqual(response.json());
    expect((await bank.call({ url: ADDRESS, cookie: liisa, body: NEW_ADDRESS })).statusCode).toBe(
      200,
    );
    const [kept] = await bank.database.db
      .select()
      .from(kycSurveys)
      .where(eq(kycSurveys.customerId, await customerIdOf(bank, liisa)))
      .orderBy(desc(kycSurveys.answeredAt));
    expect(kept!.answers).toEqual(ANSWERS);
  });

  it('renews only the session’s own customer', async () => {
    const aino = await bank.cookieFor(AINO);
    const mikko = await bank.cookieFor(MIKKO);
    const mikkoBefore = await kycOf(mikko);
    expect((await bank.call({ url: SURVEY, cookie: aino, body: ANSWERS })).statusCode).toBe(200);
    expect(await kycOf(mikko)).toEqual(mikkoBefore);
  });

  it('is refused to a view-only person and to a company', async () => {
    const pekka = await bank.cookieFor(PEKKA);
    const refused = await bank.call({ url: SURVEY, cookie: pekka, body: ANSWERS });
    expect(refused.statusCode).toBe(403);
    expect(Object.keys(refused.json().ModelState)).toEqual(['customer']);
    const company = await companyCookie(bank, JUKKA);
    expect((await bank.call({ url: SURVEY, cookie: company, body: ANSWERS })).statusCode).toBe(403);
  });

  it('is refused without a session', async () => {
    expect((await bank.call({ url: SURVEY, body: ANSWERS })).statusCode).toBe(401);
  });

  it('names the question answered wrong, and renews nothing', async () => {
    const mikko = await bank.cookieFor(MIKKO);
    const before = await kycOf(mikko);
    const response = await bank.call({
      url: SURVEY,
      cookie: mikko,
      body: { ...ANSWERS, FundsSource: 'Lottery' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState).toEqual({ FundsSource: 'Valitse, mistä varasi tulevat' });
    expect(await kycOf(mikko)).toEqual(before);
  });

  it('is not done online for someone banking on another’s behalf', async () => {
    const mikko = await bank.cookieFor(MIKKO);
    const before = await kycOf(mikko);
    const response = await bank.call({
      url: SURVEY,
      cookie: mikko,
      body: { ...ANSWERS, ActsOnOwnBehalf: false },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().ModelState.ActsOnOwnBehalf).toContain('asiakaspalveluun');
    expect(await kycOf(mikko)).toEqual(before);
  });

  it('never answers fuzzed payloads with a 500', async () => {
    const aino = await bank.cookieFor(AINO);
    await expectNoServerError(bank, {
      url: SURVEY,
      cookie: aino,
      fields: Object.keys(ANSWERS),
      known: Object.values(ANSWERS),
      runs: 40,
    });
  }, 60_000);
});
