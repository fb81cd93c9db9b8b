import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InjectBrowser } from '../testing/loginRoundTrip';
import { startTestBank, type TestBank } from '../testing/testBank';

let bank: TestBank;
let cookie: string;

beforeAll(async () => {
  bank = await startTestBank({ LOGIN_RATE_LIMIT_PER_MINUTE: '4' });
  cookie = await bank.cookieFor('140388-9028');
});
afterAll(() => bank.close());

const sessionStatus = async () =>
  (await bank.call({ method: 'GET', url: '/api/auth/session-status', cookie })).json().status;

describe('the CSRF guard decides on the routed path', () => {
  it.each([
    '/%61pi/auth/logout',
    '/api/auth/%6cogout',
    '//api/auth/logout',
    '/api/./auth/logout',
    '/api/auth/../auth/logout',
    '/api/auth/logout',
  ])('%s without the web bank’s header does not log the customer out', async (url) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await bank.app.inject({
        method,
        url,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: method === 'POST' ? 'a=1' : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).not.toBe(200);
    }
    expect(await sessionStatus()).toBe('active');
  });
});

describe('identification attempts are counted per address, whatever the client claims', () => {
  it('X-Forwarded-For does not reset the allowance, and every way in shares it', async () => {
    const attempt = (index: number) => {
      const headers = { 'x-forwarded-for': `203.0.113.${index}` };
      if (index % 2 === 0)
        return bank.app.inject({ method: 'GET', url: '/bank/login/identify', headers });
      return bank.call({ url: '/api/auth/ftnloginstart', headers });
    };
    const statuses = [];
    for (let index = 0; index < 6; index++) statuses.push((await attempt(index)).statusCode);
    expect(statuses.slice(0, 4).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });
});

describe('the sandbox provider’s interaction pages answer every request', () => {
  it('a cancel of an unknown or ended interaction answers at once', async () => {
    const response = await bank.app.inject({
      method: 'POST',
      url: '/idp/interaction/no-such-interaction/cancel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('a return address is a page of the bank, as the browser will read it', () => {
  it.each([
    '/.//evil.example/',
    '//evil.example/',
    'https://evil.example/bank/',
    '/bank/%2e%2e/x',
    '/landing/../x',
    '/landingx/',
  ])('%s is refused, naming the field', async (nextUrl) => {
    const response = await bank.call({
      url: '/api/auth/start-authentication',
      cookie,
      body: {
        auth: {
          nextUrl,
          errorUrl: '/bank/home',
          cancelUrl: '/bank/home',
          AuthId: '3f1f6b5e-8d52-4f6a-9c1e-2b7f0b8a9d10',
          type: 'SepaPayment',
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().ModelState)).toEqual(['auth.nextUrl']);
  });
});

describe('unstorable text gets a 4xx naming where it was, never a 500', () => {
  const hostile = ['\u0000', 'a\u0000b', '\ud800', 'x\udc00y', 'ok\ud83d'];

  // As an address carries them: NUL, a surrogate in UTF-8, overlong UTF-8, a byte of no UTF-8.
  it.each(['%00', 'a%00b', '%ED%A0%80', '%C0%80', '%E0%80%AF', '%FF', '%'])(
    '%s in the address of the identification paths',
    async (escaped) => {
      for (const url of [
        `/idp/interaction/${escaped}`,
        `/api/auth/ftnlogincomplete?state=${escaped}`,
        `/api/auth/authentication-complete?state=${escaped}&code=x`,
        `/bank/login/identify?x=${escaped}`,
      ]) {
        const response = await bank.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(300);
        expect(response.statusCode, url).toBeLessThan(500);
      }
    },
  );

  it.each(hostile.map((text) => [JSON.stringify(text), text]))(
    '%s in a body field',
    async (_name, text) => {
      const response = await bank.call({
        url: '/api/bank/sepa-rename-account',
        cookie,
        body: { AccountId: '3f1f6b5e-8d52-4f6a-9c1e-2b7f0b8a9d10', CustomName: text },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().ModelState)).toEqual(['CustomName']);
    },
  );

  it('in a form posted to the identification provider', async () => {
    const browser = new InjectBrowser(bank.app);
    const response = await browser.request('POST', '/idp/interaction/x/identify', {
      form: { userId: 'a\u0000' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('personal answers are never kept by a cache', () => {
  it.each([
    ['an answer', '/api/bank/customer', cookieHolder()],
    ['a refusal', '/api/bank/company-accounts', cookieHolder()],
    ['an ended session', '/api/bank/customer', () => 'vp_session=nobody'],
    ['an unknown address', '/api/bank/no-such-call', cookieHolder()],
  ])('%s carries Cache-Control: no-store', async (_what, url, cookieOf) => {
    const response = await bank.call({
      method: url.endsWith('customer') ? 'GET' : 'POST',
      url,
      cookie: cookieOf(),
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

function cookieHolder() {
  return () => cookie;
}
