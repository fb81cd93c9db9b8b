import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOGUE } from '../../api/catalogue';
import { startTestBank, type TestBank } from '../testing/testBank';

let bank: TestBank;
let cookie: string;

beforeAll(async () => {
  bank = await startTestBank();
  cookie = await bank.cookieFor('080574-9575');
});
afterAll(() => bank.close());

/** What a careless or hostile client sends: NUL, lone surrogates, what overlong UTF-8 decodes to, 1 MB. */
const HOSTILE_STRINGS = [
  '\u0000',
  'x\u0000y',
  '\ud800',
  'a\udfffb',
  '\u00c0\u0080',
  '\ufffd\ufffd',
  '<script>alert(1)</script>',
  'é'.repeat(300_000),
];

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

  it.each(CATALOGUE.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s answers hostile strings in every field with a 4xx, never a 500',
    async (_name, call) => {
      const schema = z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' });
      const fields = Object.keys((schema as { properties?: object }).properties ?? { q: 0 });
      for (const text of HOSTILE_STRINGS) {
        const values = Object.fromEntries(fields.map((field) => [field, text]));
        const response =
          call.method === 'GET'
            ? await bank.call({
                method: 'GET',
                cookie,
                url: `${call.path}?${new URLSearchParams(
                  Object.entries(values).map(([key, value]) => [key, value.slice(0, 4000)]),
                )}`,
              })
            : await bank.call({ url: call.path, cookie, body: values });
        expect(response.statusCode, `${call.path} ${text.slice(0, 12)}`).toBeLessThan(500);
      }
    },
  );

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
