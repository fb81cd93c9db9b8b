import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call } from '../api/call';
import { CATALOGUE } from '../api/catalogue';
import { startTestBank, type TestBank } from './testing/testBank';

let bank: TestBank;
let aino: string;
let mikko: string;
let jukkaForCompany: string;
const refusedPeople: Record<string, string> = {};

/** A session switched to the company the person works for. */
async function companySession(personalId: string): Promise<string> {
  const cookie = await bank.cookieFor(personalId);
  const me = (await bank.call({ method: 'GET', url: '/api/bank/customer', cookie })).json();
  const company = me.AvailableCustomers.find(
    (c: { customerType: string }) => c.customerType === 'Company',
  );
  await bank.call({
    url: '/api/auth/account-switch',
    cookie,
    body: { CustomerId: company.CustomerId },
  });
  return cookie;
}

beforeAll(async () => {
  bank = await startTestBank();
  aino = await bank.cookieFor('140388-9028');
  // One session per person: Jukka's is switched to his company; Mikko is the other person.
  jukkaForCompany = await companySession('080574-9575');
  mikko = await bank.cookieFor('021179-9130');
  refusedPeople['view-only Pekka'] = await bank.cookieFor('300965-931D');
  refusedPeople['KYC-expired Liisa'] = await bank.cookieFor('210662-9246');
  refusedPeople['card holder Sanna'] = await companySession('031296-968L');
});
afterAll(() => bank.close());

const byPolicy = (test: (call: Call) => boolean) =>
  CATALOGUE.filter(test).map((call) => [call.path, call] as const);

/** An empty request: access is decided before the body is read, so no call needs a valid one. */
const emptyCall = (call: Call, cookie?: string) =>
  bank.call({ method: call.method, url: call.path, ...(cookie ? { cookie } : {}) });

describe('the catalogue', () => {
  it('is served whole, and nothing under /api/ is served besides it', () => {
    expect([...bank.app.servedCalls].sort()).toEqual(
      CATALOGUE.map((call) => `${call.method} ${call.path}`).sort(),
    );
  });
});

describe('without a session', () => {
  it.each(byPolicy((call) => call.policy.access !== 'public'))(
    '%s answers 401 and no data',
    async (_path, call) => {
      const response = await emptyCall(call);
      expect(response.statusCode).toBe(401);
      expect(Object.keys(response.json())).toEqual(['ModelState', 'status']);
    },
  );

  it.each(byPolicy((call) => call.policy.access === 'public'))(
    '%s declares itself public and answers without one',
    async (_path, call) => {
      expect((await emptyCall(call)).statusCode).not.toBe(401);
    },
  );

  it('with a forged or ended cookie, calls answer 401 as well', async () => {
    const response = await bank.call({
      method: 'GET',
      url: '/api/bank/customer',
      cookie: 'vp_session=forged-token-of-someone',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('who may act', () => {
  const acting = byPolicy((call) => call.policy.access === 'act');

  it.each(Object.keys({ 'view-only Pekka': 0, 'KYC-expired Liisa': 0, 'card holder Sanna': 0 }))(
    '%s is refused on every call declared as acting',
    async (who) => {
      for (const [path, call] of acting) {
        const response = await emptyCall(call, refusedPeople[who]);
        expect(response.statusCode, path).toBe(403);
        expect(Object.keys(response.json().ModelState), path).toEqual([
          call.policy.customerType ? expect.any(String) : 'customer',
        ]);
      }
    },
  );

  it('a card holder sees none of the company’s money: every call declared as viewing is refused', async () => {
    for (const [path, call] of byPolicy((call) => call.policy.access === 'view')) {
      const response = await emptyCall(call, refusedPeople['card holder Sanna']);
      expect(response.statusCode, path).toBe(403);
    }
  });

  it('a person is refused the companies’ calls, a company the persons’ calls', async () => {
    for (const [path, call] of byPolicy((call) => call.policy.customerType === 'Company')) {
      const response = await emptyCall(call, aino);
      expect(response.statusCode, path).toBe(403);
      expect(Object.keys(response.json().ModelState), path).toEqual(['customerType']);
    }
    for (const [path, call] of byPolicy((call) => call.policy.customerType === 'Person')) {
      const response = await emptyCall(call, jukkaForCompany);
      expect(response.statusCode, path).toBe(403);
      expect(Object.keys(response.json().ModelState), path).toEqual(['customerType']);
    }
  });
});

describe("one customer's data is never another's", () => {
  it("a person's account list holds only their own accounts", async () => {
    const ainos = (await bank.call({ url: '/api/bank/accounts', cookie: aino })).json();
    const mikkos = (await bank.call({ url: '/api/bank/accounts', cookie: mikko })).json();
    const ainoIds = new Set(ainos.map((a: { Id: string }) => a.Id));
    expect(ainos.length).toBeGreaterThan(0);
    expect(mikkos.some((a: { Id: string }) => ainoIds.has(a.Id))).toBe(false);
  });

  it('a person cannot read company accounts, nor switch to a company that is not theirs', async () => {
    expect((await bank.call({ url: '/api/bank/company-accounts', cookie: aino })).statusCode).toBe(
      403,
    );
    const company = (
      await bank.call({ method: 'GET', url: '/api/bank/customer', cookie: jukkaForCompany })
    )
      .json()
      .AvailableCustomers.find((c: { customerType: string }) => c.customerType === 'Company');
    const response = await bank.call({
      url: '/api/auth/account-switch',
      cookie: aino,
      body: { CustomerId: company.CustomerId },
    });
    expect(response.statusCode).toBe(403);
  });

  it("confirming another person's operation finds nothing", async () => {
    const response = await bank.call({
      url: '/api/auth/start-authentication',
      cookie: aino,
      body: {
        auth: {
          nextUrl: '/bank/home',
          errorUrl: '/bank/home',
          cancelUrl: '/bank/home',
          AuthId: '3f1f6b5e-8d52-4f6a-9c1e-2b7f0b8a9d10',
          type: 'SepaPayment',
        },
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().ModelState).toHaveProperty(['auth.AuthId']);
  });

  it('loans are the customer’s own', async () => {
    const loans = (await bank.call({ url: '/api/loans/summary', cookie: aino })).json();
    expect(loans.length).toBeGreaterThan(0);
    const others = (await bank.call({ url: '/api/loans/summary', cookie: mikko })).json();
    const ids = new Set(loans.map((loan: { Id: string }) => loan.Id));
    expect(others.some((loan: { Id: string }) => ids.has(loan.Id))).toBe(false);
  });
});
