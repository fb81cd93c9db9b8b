import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InjectBrowser, demoUserIdOnPage, identifyAs } from '../testing/loginRoundTrip';
import { movableClock } from '../testing/clock';
import { startTestBank, type TestBank } from '../testing/testBank';

const clock = movableClock();
let bank: TestBank;

beforeAll(async () => {
  bank = await startTestBank({ SESSION_IDLE_SECONDS: '300' }, { now: clock.now });
});
afterAll(() => bank.close());

const status = async (browser: InjectBrowser) =>
  (await browser.request('GET', '/api/auth/session-status', { api: true })).json().status;

describe('login by strong identification (OpenID Connect round trip)', () => {
  it('takes a demo person from the identification page to their home page with a session', async () => {
    const browser = new InjectBrowser(bank.app);
    expect(await identifyAs(browser, 'Aino Virtanen')).toBe('/bank/home');
    const customer = await bank.call({
      method: 'GET',
      url: '/api/bank/customer',
      cookie: browser.cookieHeader,
    });
    expect(customer.statusCode).toBe(200);
    expect(customer.json()).toMatchObject({
      Name: 'Aino Virtanen',
      customerType: 'Person',
      FirstName: 'Aino',
    });
  });

  it('starts from the login page’s plain form too, before any script has run', async () => {
    const browser = new InjectBrowser(bank.app);
    const start = await browser.request('GET', '/bank/login/identify');
    expect(start.statusCode).toBe(303);
    expect(String(start.headers.location)).toMatch(/^http:\/\/127\.0\.0\.1:8080\/idp\/auth\?/);
    expect(browser.cookie('vp_auth')).toBeDefined();
    expect(await status(browser)).toBe('grant');
  });

  it('logs in again in the same browser after logging out, as another person too', async () => {
    const browser = new InjectBrowser(bank.app);
    expect(await identifyAs(browser, 'Aino Virtanen')).toBe('/bank/home');
    await browser.request('GET', '/api/auth/logout', { api: true });
    expect(await identifyAs(browser, 'Mikko Korhonen')).toBe('/bank/home');
    const customer = await bank.call({
      method: 'GET',
      url: '/api/bank/customer',
      cookie: browser.cookieHeader,
    });
    expect(customer.json().Name).toBe('Mikko Korhonen');
  });

  it('lists every demo customer by name and role, in Finnish, with a way to cancel', async () => {
    const browser = new InjectBrowser(bank.app);
    const start = (await browser.request('POST', '/api/auth/ftnloginstart', { api: true })).json();
    const authorize = new URL(start.IdentificationUrl);
    const { response } = await browser.follow(
      await browser.request('GET', `${authorize.pathname}${authorize.search}`),
    );
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<html lang="fi">');
    for (const name of ['Aino Virtanen', 'Jukka Kuusela', 'Sanna Heikkinen', 'Emilia Lehtonen']) {
      expect(response.body).toContain(`Tunnistaudu: ${name}`);
    }
    expect(response.body).toContain('Yrityksen pääkäyttäjä');
    expect(response.body).toContain('Keskeytä tunnistus');
  });

  it('shows the identification page in the language the login was started in', async () => {
    const browser = new InjectBrowser(bank.app);
    const start = (
      await browser.request('POST', '/api/auth/ftnloginstart', {
        api: true,
        headers: { 'accept-language': 'en' },
      })
    ).json();
    const authorize = new URL(start.IdentificationUrl);
    // The page itself is asked for without a language: the bank's request carries it.
    const { response } = await browser.follow(
      await browser.request('GET', `${authorize.pathname}${authorize.search}`),
    );
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('Identify as Aino Virtanen');
    expect(response.body).toContain('Cancel identification');
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, and never Secure over plain http', async () => {
    const browser = new InjectBrowser(bank.app);
    const start = await browser.request('POST', '/api/auth/ftnloginstart', { api: true });
    const flowCookie = start.cookies.find((cookie) => cookie.name === 'vp_auth');
    expect(flowCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    const authorize = new URL(start.json().IdentificationUrl);
    const page = await browser.follow(
      await browser.request('GET', `${authorize.pathname}${authorize.search}`),
    );
    const uid = page.path.split('/').pop();
    const userId = demoUserIdOnPage(page.response.body, 'Aino Virtanen');
    let response = await browser.request('POST', `/idp/interaction/${uid}/identify`, {
      form: { userId },
    });
    while (!String(response.headers.location).startsWith('/bank')) {
      const next = new URL(String(response.headers.location), bank.config.PUBLIC_URL);
      response = await browser.request('GET', `${next.pathname}${next.search}`);
    }
    const sessionCookie = response.cookies.find((cookie) => cookie.name === 'vp_session');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sessionCookie?.secure).toBeFalsy();
    expect(sessionCookie?.value).toMatch(/^[\w-]{40,}$/);
  });

  it('returns to the login page with the reason when the customer cancels', async () => {
    const browser = new InjectBrowser(bank.app);
    const start = (await browser.request('POST', '/api/auth/ftnloginstart', { api: true })).json();
    const authorize = new URL(start.IdentificationUrl);
    const page = await browser.follow(
      await browser.request('GET', `${authorize.pathname}${authorize.search}`),
    );
    const uid = page.path.split('/').pop();
    const done = await browser.follow(
      await browser.request('POST', `/idp/interaction/${uid}/cancel`, { form: {} }),
    );
    expect(done.path).toBe('/bank/login?error=authentication_aborted');
    expect(await status(browser)).toBe('');
  });

  it('refuses a callback from another browser than the one that started the login', async () => {
    const victim = new InjectBrowser(bank.app);
    const attacker = new InjectBrowser(bank.app);
    const start = (await attacker.request('POST', '/api/auth/ftnloginstart', { api: true })).json();
    const authorize = new URL(start.IdentificationUrl);
    const page = await attacker.follow(
      await attacker.request('GET', `${authorize.pathname}${authorize.search}`),
    );
    const uid = page.path.split('/').pop();
    const userId = demoUserIdOnPage(page.response.body, 'Aino Virtanen');
    let response = await attacker.request('POST', `/idp/interaction/${uid}/identify`, {
      form: { userId },
    });
    while (!String(response.headers.location).includes('/api/auth/ftnlogincomplete')) {
      const next = new URL(String(response.headers.location), bank.config.PUBLIC_URL);
      response = await attacker.request('GET', `${next.pathname}${next.search}`);
    }
    const callback = new URL(String(response.headers.location), bank.config.PUBLIC_URL);
    const planted = await victim.request('GET', `${callback.pathname}${callback.search}`);
    expect(planted.headers.location).toBe('/bank/login?error=identification_failed');
    expect(victim.cookie('vp_session')).toBeUndefined();
    const replayed = await attacker.request('GET', `${callback.pathname}${callback.search}`);
    expect(replayed.headers.location).toBe('/bank/login?error=identification_failed');
  });
});

describe('the session', () => {
  it("answers the spec's statuses: '' before login, grant while identifying, then active", async () => {
    const browser = new InjectBrowser(bank.app);
    expect(await status(browser)).toBe('');
    await browser.request('POST', '/api/auth/ftnloginstart', { api: true });
    expect(await status(browser)).toBe('grant');
    await identifyAs(browser, 'Aino Virtanen');
    expect(await status(browser)).toBe('active');
  });

  it('times out after five idle minutes, and the status check does not keep it alive', async () => {
    const browser = new InjectBrowser(bank.app);
    await identifyAs(browser, 'Liisa Mäkinen');
    clock.advanceSeconds(240);
    expect(await status(browser)).toBe('active');
    clock.advanceSeconds(61);
    expect(await status(browser)).toBe('timeout');
    const refused = await bank.call({
      method: 'GET',
      url: '/api/bank/kyc',
      cookie: browser.cookieHeader,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      ModelState: { session: 'Istuntosi on aikakatkaistu.' },
      status: 401,
    });
  });

  it('stays alive while the customer acts (ping refreshes it)', async () => {
    const browser = new InjectBrowser(bank.app);
    await identifyAs(browser, 'Pekka Nieminen');
    for (let minute = 0; minute < 3; minute++) {
      clock.advanceSeconds(240);
      expect((await browser.request('POST', '/api/auth/ping', { api: true })).statusCode).toBe(200);
    }
    expect(await status(browser)).toBe('active');
  });

  it('is spent when the same person logs in again elsewhere', async () => {
    const first = new InjectBrowser(bank.app);
    const second = new InjectBrowser(bank.app);
    await identifyAs(first, 'Tiina Järvinen');
    await identifyAs(second, 'Tiina Järvinen');
    expect(await status(first)).toBe('spent');
    expect(await status(second)).toBe('active');
  });

  it('expires after a working day however active the customer is', async () => {
    const browser = new InjectBrowser(bank.app);
    await identifyAs(browser, 'Olli Salminen');
    for (let step = 0; step < 8 * 15 + 1; step++) {
      clock.advanceSeconds(240);
      await browser.request('POST', '/api/auth/ping', { api: true });
    }
    expect(await status(browser)).toBe('expired');
  });

  it('ends at logout: the cookie is cleared and the session no longer opens anything', async () => {
    const browser = new InjectBrowser(bank.app);
    await identifyAs(browser, 'Emilia Lehtonen');
    const cookie = browser.cookieHeader;
    const logout = await browser.request('GET', '/api/auth/logout', { api: true });
    expect(logout.json()).toEqual({ LoggedOut: true });
    expect(logout.cookies.find((c) => c.name === 'vp_session')?.value).toBe('');
    expect((await bank.call({ method: 'GET', url: '/api/bank/customer', cookie })).statusCode).toBe(
      401,
    );
  });
});

describe('switching between the personal and the company view', () => {
  it('lets the company main user act for the company, and only for customers they may', async () => {
    const browser = new InjectBrowser(bank.app);
    await identifyAs(browser, 'Jukka Kuusela');
    const me = (
      await bank.call({ method: 'GET', url: '/api/bank/customer', cookie: browser.cookieHeader })
    ).json();
    expect(me.customerType).toBe('Person');
    const company = me.AvailableCustomers.find(
      (c: { customerType: string }) => c.customerType === 'Company',
    );
    expect(company.Name).toBe('Kuusela Rakennus Oy');

    const switched = await bank.call({
      url: '/api/auth/account-switch',
      cookie: browser.cookieHeader,
      body: { CustomerId: company.CustomerId },
    });
    expect(switched.json()).toEqual({
      CustomerId: company.CustomerId,
      customerType: 'Company',
      Name: 'Kuusela Rakennus Oy',
    });
    const accounts = await bank.call({
      url: '/api/bank/company-accounts',
      cookie: browser.cookieHeader,
    });
    expect(accounts.statusCode).toBe(200);
    expect(accounts.json().length).toBeGreaterThan(0);

    const aino = new InjectBrowser(bank.app);
    await identifyAs(aino, 'Aino Virtanen');
    const intruding = await bank.call({
      url: '/api/auth/account-switch',
      cookie: aino.cookieHeader,
      body: { CustomerId: company.CustomerId },
    });
    expect(intruding.statusCode).toBe(403);
    expect(intruding.json().ModelState).toHaveProperty('CustomerId');
  });
});
