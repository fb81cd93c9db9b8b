import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../api/catalogue';
import { startTestBank, type TestBank } from '../testing/testBank';

let bank: TestBank;
let cookie: string;

beforeAll(async () => {
  bank = await startTestBank();
  cookie = await bank.cookieFor('080574-9575');
});
afterAll(() => bank.close());

describe('bad input gets the error object naming the field, never a 500', () => {
  it('names the wrong field of a malformed payload', async () => {
    const response = await bank.call({
      url: '/api/auth/account-switch',
      cookie,
      body: { CustomerId: 'not-an-id' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ModelState: { CustomerId: 'Tunniste on virheellinen' },
      status: 400,
    });
  });

  it('names the nested field of a nested payload', async () => {
    const response = await bank.call({
      url: '/api/auth/start-authentication',
      cookie,
      body: {
        auth: {
          nextUrl: 'https://evil.example/',
          errorUrl: '/x',
          cancelUrl: '/x',
          AuthId: 'x',
          type: 'SepaPayment',
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().ModelState)).toEqual(['auth.nextUrl']);
  });

  it('answers broken JSON and a foreign content type with the error object', async () => {
    const broken = await bank.app.inject({
      method: 'POST',
      url: '/api/auth/ping',
      headers: { cookie, 'x-requested-with': 'verkkopankki', 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().ModelState).toHaveProperty('body');
    const xml = await bank.app.inject({
      method: 'POST',
      url: '/api/auth/ping',
      headers: { cookie, 'x-requested-with': 'verkkopankki', 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().ModelState).toHaveProperty('body');
  });

  it('an unknown address gets a 404 error object', async () => {
    const response = await bank.call({ url: '/api/bank/no-such-call', cookie });
    expect(response.statusCode).toBe(404);
    expect(response.json().ModelState).toHaveProperty('path');
  });

  it('survives random payloads on every call of the catalogue', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CATALOGUE.filter((call) => call.method === 'POST')),
        fc.jsonValue(),
        async (call, body) => {
          const response = await bank.app.inject({
            method: 'POST',
            url: call.path,
            headers: {
              cookie,
              'x-requested-with': 'verkkopankki',
              'content-type': 'application/json',
            },
            payload: JSON.stringify(body),
          });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json()).toHaveProperty('ModelState');
        },
      ),
      { numRuns: 300 },
    );
  });
});
