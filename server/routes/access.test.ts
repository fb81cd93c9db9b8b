import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, PUBLIC_CALLS } from '../../api/catalogue';
import { startTestBank, type TestBank } from '../testing/testBank';

let bank: TestBank;
let aino: string;
let jukka: string;

beforeAll(async () => {
  bank = await startTestBank();
  aino = await bank.cookieFor('140388-9028');
  jukka = await bank.cookieFor('080574-9575');
});
afterAll(() => bank.close());

const privateCalls = CATALOGUE.filter((call) => !PUBLIC_CALLS.has(call.path));

describe('without a session', () => {
  it.each(privateCalls.map((call) => [call.path, call] as const))(
    '%s answers 401 and no data',
    async (_path, call) => {
      const response = await bank.call({ method: call.method, url: call.path });
      expect(response.statusCode).toBe(401);
      expect(Object.keys(response.json())).toEqual(['ModelState', 'status']);
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

describe("one customer's data is never another's", () => {
  it("a person's account list holds only their own accounts", async () => {
    const ainos = (await bank.call({ url: '/api/bank/accounts', cookie: aino })).json();
    const jukkas = (await bank.call({ url: '/api/bank/accounts', cookie: jukka })).json();
    const ainoIds = new Set(ainos.map((a: { Id: string }) => a.Id));
    expect(ainos.length).toBeGreaterThan(0);
    expect(jukkas.some((a: { Id: string }) => ainoIds.has(a.Id))).toBe(false);
  });

  it('a person cannot read company accounts, nor switch to a company that is not theirs', async () => {
    expect((await bank.call({ url: '/api/bank/company-accounts', cookie: aino })).statusCode).toBe(
      403,
    );
    const company = (await bank.call({ method: 'GET', url: '/api/bank/customer', cookie: jukka }))
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
    const others = (await bank.call({ url: '/api/loans/summary', cookie: jukka })).json();
    const ids = new Set(loans.map((loan: { Id: string }) => loan.Id));
    expect(others.some((loan: { Id: string }) => ids.has(loan.Id))).toBe(false);
  });
});
