import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as storeflow from '../../api/storeflow';
import { STORED_FLOW_COOKIE } from './routes';
import { callFuzz, callsOf, fieldValues } from '../testing/callFuzz';
import { identifyAs, InjectBrowser } from '../testing/loginRoundTrip';
import { AINO } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** A flow begun before the login: kept for the browser, taken at its login, read by that person. */

let bank: TestBank;
beforeAll(async () => {
  // Every case logs in through the sandbox, and one moves the bank's clock past the keeping time.
  bank = await startTestBank({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000', SANDBOX_CLOCK: 'true' });
});
afterAll(() => bank.close());

const DEPOSIT = {
  status: 'Started',
  flowType: 'deposit',
  data: { depositAmount: 25_000, depositDuration: 12 },
};

/** A visitor's browser that keeps `flow` before logging in; answers the kept flow's id. */
async function visitorKeeping(flow: unknown) {
  const browser = new InjectBrowser(bank.app);
  const kept = await browser.request('POST', storeflow.storeFlow.path, { api: true, json: flow });
  expect(kept.statusCode, kept.body).toBe(200);
  const cookie = kept.cookies.find((c) => c.name === STORED_FLOW_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
  expect(kept.headers['cache-control']).toContain('no-store');
  return { browser, flowId: kept.json().FlowId as string };
}

const read = (browser: InjectBrowser, flowId: string) =>
  browser.request('GET', `${storeflow.storedFlowRead.path}?FlowId=${flowId}`, { api: true });

describe('a flow begun before the login', () => {
  it('leads the login to its page, and that page reads it back', async () => {
    const { browser, flowId } = await visitorKeeping(DEPOSIT);
    expect(await identifyAs(browser, 'Aino Virtanen')).toBe(
      `/bank/accounts/open-term-deposit?flow=${flowId}`,
    );
    expect(browser.cookie(STORED_FLOW_COOKIE)).toBeUndefined();
    const answer = await read(browser, flowId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    expect(answer.json()).toEqual({ FlowId: flowId, Flow: DEPOSIT });
  });

  it('takes a loan to the loan application with its amount and months by address', async () => {
    const loan = { status: 'Started', flowType: 'loan', data: { amount: 12_000, duration: 48 } };
    const { browser } = await visitorKeeping(loan);
    expect(await identifyAs(browser, 'Aino Virtanen')).toBe(
      '/landing/loan-application?Amount=12000&InstallmentCount=48',
    );
  });

  it('keeps a company loan and an account opening, each for its page', async () => {
    const companyLoan = {
      status: 'Started',
      flowType: 'company-loan',
      companyLoanData: { amount: 30_000, duration: 36, loanType: 'NormalLoan', subType: 'Normal' },
    };
    const company = await visitorKeeping(companyLoan);
    expect(await identifyAs(company.browser, 'Jukka Kuusela')).toBe(
      `/landing/company-loan-application?flow=${company.flowId}`,
    );
    expect((await read(company.browser, company.flowId)).json().Flow).toEqual(companyLoan);
    const account = await visitorKeeping({ status: 'Started', flowType: 'account' });
    expect(await identifyAs(account.browser, 'Emilia Lehtonen')).toBe(
      '/bank/accounts/open-payment-account',
    );
  });

  it('keeps only the browser’s latest flow, and a login without one goes home', async () => {
    const { browser, flowId: first } = await visitorKeeping(DEPOSIT);
    const again = await browser.request('POST', storeflow.storeFlow.path, {
      api: true,
      json: { status: 'Started', flowType: 'account' },
    });
    expect(await identifyAs(browser, 'Aino Virtanen')).toBe('/bank/accounts/open-payment-account');
    expect((await read(browser, first)).statusCode).toBe(404);
    expect((await read(browser, again.json().FlowId)).statusCode).toBe(200);
    expect(await identifyAs(new InjectBrowser(bank.app), 'Aino Virtanen')).toBe('/bank/home');
  });

  it('is not readable by another visitor, before or after their login', async () => {
    const { browser, flowId } = await visitorKeeping(DEPOSIT);
    const stranger = new InjectBrowser(bank.app);
    expect((await read(stranger, flowId)).statusCode).toBe(401);
    await identifyAs(stranger, 'Mikko Korhonen');
    const refused = await read(stranger, flowId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().ModelState).toHaveProperty('FlowId');
    // Nor is it the stranger's once its own browser's person has taken it.
    await identifyAs(browser, 'Aino Virtanen');
    expect((await read(stranger, flowId)).statusCode).toBe(404);
    expect((await read(browser, flowId)).statusCode).toBe(200);
  });

  it('answers the field that is wrong', async () => {
    const cases: [unknown, string][] = [
      [{ ...DEPOSIT, data: { depositAmount: -5, depositDuration: 12 } }, 'data.depositAmount'],
      [{ ...DEPOSIT, data: { depositAmount: 1e9, depositDuration: 12 } }, 'data.depositAmount'],
      [{ ...DEPOSIT, data: { depositAmount: 100, depositDuration: 0.5 } }, 'data.depositDuration'],
      [{ ...DEPOSIT, status: 'Completed' }, 'status'],
      [{ ...DEPOSIT, extra: 'x'.repeat(10_000) }, 'body'],
      [{ ...DEPOSIT, flowType: 'mortgage' }, 'flowType'],
    ];
    for (const [body, field] of cases) {
      const response = await bank.call({ url: storeflow.storeFlow.path, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().ModelState)).toEqual([field]);
    }
  });

  it('shows a visitor the term deposit offers the customers see', async () => {
    const aino = await bank.cookieFor(AINO);
    const url = '/api/bank/term-deposit-calc';
    const own = await bank.call({ method: 'GET', url, cookie: aino });
    const published = await bank.call({ method: 'GET', url: storeflow.termDepositPublicCalc.path });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual(own.json());
    const offer = await bank.call({
      url: storeflow.termDepositPublicOffer.path,
      body: { Amount: 5_000, DurationInMonths: 12 },
    });
    expect(offer.json()).toMatchObject({ Amount: 5_000, DurationInMonths: 12 });
  });

  it('never answers a fuzzed payload with a 500', async () => {
    const visitor = new InjectBrowser(bank.app);
    await identifyAs(visitor, 'Aino Virtanen');
    const fuzz = callFuzz(bank, visitor.cookieHeader, {
      calls: callsOf(storeflow),
      fields: [
        'status',
        'flowType',
        'data',
        'companyLoanData',
        'FlowId',
        'Amount',
        'DurationInMonths',
      ],
      value: fieldValues({
        ids: [crypto.randomUUID()],
        numbers: [0, -1, 12, 1e12],
        dates: ['2026-01-01'],
        words: ['Started', 'deposit', 'loan', 'account', 'company-loan'],
        text: fc.oneof(fc.string(), fc.string({ maxLength: 300 })),
      }),
    });
    await fuzz.randomJson(30);
    await fuzz.nearlyValid(60);
  }, 60_000);

  // Last: the bank's clock stays moved for the rest of the file.
  it('is gone once its keeping time has passed', async () => {
    const { browser, flowId } = await visitorKeeping(DEPOSIT);
    const aino = await bank.cookieFor(AINO);
    const moved = await bank.call({
      url: '/api/bank/sandbox-clock-advance',
      cookie: aino,
      body: { Hours: 0.75 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await identifyAs(browser, 'Aino Virtanen')).toBe('/bank/home');
    expect((await read(browser, flowId)).statusCode).toBe(404);
  });
});
