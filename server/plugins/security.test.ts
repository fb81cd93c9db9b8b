import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBank, type TestBank } from '../testing/testBank';

let bank: TestBank;
let cookie: string;

beforeAll(async () => {
  bank = await startTestBank();
  cookie = await bank.cookieFor('140388-9028');
});
afterAll(() => bank.close());

describe('Content-Security-Policy', () => {
  it('allows scripts and styles only from the bank and with this response’s nonce', async () => {
    const first = await bank.call({ method: 'GET', url: '/api/auth/session-status' });
    const second = await bank.call({ method: 'GET', url: '/api/auth/session-status' });
    const policy = String(first.headers['content-security-policy']);
    expect(policy).toMatch(/default-src 'self'/);
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(policy).toMatch(/style-src 'self' 'nonce-/);
    expect(policy).toMatch(/object-src 'none'/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    // Only WebAssembly's compilation (the barcode reader's ZXing), not eval.
    expect(policy).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    const nonce = (header: unknown) => String(header).match(/'nonce-([^']+)'/)?.[1];
    expect(nonce(first.headers['content-security-policy'])).not.toBe(
      nonce(second.headers['content-security-policy']),
    );
  });

  it('sends the other security headers', async () => {
    const response = await bank.call({ method: 'GET', url: '/api/auth/session-status' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('CSRF defence', () => {
  it('refuses a call without the web bank’s header, as a cross-site form would send it', async () => {
    const response = await bank.app.inject({
      method: 'POST',
      url: '/api/auth/ping',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().ModelState).toHaveProperty('csrf');
  });

  it('refuses a call from another origin or another site even with the header', async () => {
    const foreignOrigin = await bank.call({
      url: '/api/auth/ping',
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreignOrigin.statusCode).toBe(403);
    const crossSite = await bank.call({
      url: '/api/auth/ping',
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('lets the bank’s own page call', async () => {
    const response = await bank.call({
      url: '/api/auth/ping',
      cookie,
      headers: { origin: bank.config.PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
  });
});
