import fc from 'fast-check';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as quickLogin from '../../api/quickLogin';
import { storedFlowRead, storeFlow } from '../../api/storeflow';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../api/client';
import { createFinnishPersonalId } from '../../domain/identity/finnishPersonalId';
import { customers, outbox, smsLoginCodes } from '../db/schema';
import { SESSION_COOKIE } from '../plugins/sessions';
import { callFuzz, callsOf, fieldValues } from '../testing/callFuzz';
import { InjectBrowser, demoUserIdOnPage } from '../testing/loginRoundTrip';
import {
  AINO,
  customerIdOf,
  fund,
  JUKKA,
  LIISA,
  MIKKO,
  openAccount,
  PEKKA,
} from '../testing/money';
import { draftFor, paymentConfirmationStart } from '../testing/payments';
import { startTestBank, type TestBank } from '../testing/testBank';
import { STORED_FLOW_COOKIE } from '../storeflow/routes';
import { DEVICE_COOKIE } from './routes';

/**
 * The quicker ways in: SMS code, device PIN, and the strong login's one-time token. None of them
 * is strong customer authentication, and none tells a stranger who is a customer.
 */

let bank: TestBank;
let address = 0;

// Each case asks codes for people of its own: the identity limit (3 a quarter) counts per person.
beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

const AINO_PHONE = { CountryCode: '+358', Number: '040 123 4567' };
/** A valid henkilötunnus of nobody the bank knows. */
const STRANGER = createFinnishPersonalId({ birthDate: '1985-02-11', individualNumber: 997 });
const STRANGER_TOO = createFinnishPersonalId({ birthDate: '1986-03-12', individualNumber: 995 });

/** A browser of its own address, so each case has its own allowance of the address limits. */
function visitor() {
  address += 1;
  const remoteAddress = `10.1.0.${address}`;
  const cookies = new Map<string, string>();
  async function call(path: string, body?: unknown, method: 'GET' | 'POST' = 'POST') {
    const response = await bank.app.inject({
      method,
      url: path,
      remoteAddress,
      headers: {
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        'content-type': 'application/json',
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      payload: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '') cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
  return { call, cookies };
}

async function latestSmsTo(phone: string) {
  const [sms] = await bank.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, phone), eq(outbox.channel, 'sms')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return sms;
}
const codeIn = (body: string) => /\b(\d{4})\b/.exec(body)![1]!;
const wrongFor = (code: string) => (code === '0000' ? '1111' : '0000');

/** The phone the bank has verified for a demo person, as the login form sends it. */
async function phoneOf(personalId: string) {
  const [row] = await bank.database.db
    .select({ phone: customers.phone })
    .from(customers)
    .where(eq(customers.identityCode, personalId));
  return { CountryCode: '+358', Number: row!.phone!.slice('+358'.length), full: row!.phone! };
}

/** Asks for a person's login code; answers the VerificationId and the code the SMS carried. */
async function loginCode(personalId: string, browser = visitor()) {
  const { full, ...phone } = await phoneOf(personalId);
  const start = await browser.call(quickLogin.authSmsStart.path, {
    PersonalId: personalId,
    ...phone,
  });
  expect(start.statusCode, start.body).toBe(200);
  const sms = await latestSmsTo(full);
  return {
    browser,
    VerificationId: start.json().VerificationId as string,
    code: codeIn(sms!.body),
  };
}

describe('the login by SMS code', () => {
  it('opens a session with the code sent to the verified phone, each code and token once', async () => {
    const { browser, VerificationId, code } = await loginCode(AINO);
    const wrong = await browser.call(quickLogin.authSmsComplete.path, {
      VerificationId,
      Code: wrongFor(code),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().ModelState.Code).toBe('Koodi ei kelpaa. Tarkista koodi tai pyydä uusi.');
    const done = await browser.call(quickLogin.authSmsComplete.path, {
      VerificationId,
      Code: code,
    });
    expect(done.statusCode, done.body).toBe(200);
    const { LoginToken } = done.json();
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    const session = await browser.call(quickLogin.authSmsToken.path, { LoginToken });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.headers['cache-control']).toContain('no-store');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
    const me = await browser.call('/api/bank/customer', undefined, 'GET');
    expect(me.json()).toMatchObject({ FirstName: 'Aino' });

    const codeAgain = await browser.call(quickLogin.authSmsComplete.path, {
      VerificationId,
      Code: code,
    });
    expect(codeAgain.json().ModelState.Code).toBe(wrong.json().ModelState.Code);
    const tokenAgain = await browser.call(quickLogin.authSmsToken.path, { LoginToken });
    expect(tokenAgain.statusCode).toBe(401);
    // A strong login's token is not an SMS login's, nor the other way round.
    const { code: next, VerificationId: nextId } = await loginCode(AINO, browser);
    const other = await browser.call(quickLogin.authSmsComplete.path, {
      VerificationId: nextId,
      Code: next,
    });
    const asStrong = await browser.call(quickLogin.authTupasToken.path, other.json());
    expect(asStrong.statusCode).toBe(401);
  });

  it('refuses a code after ten minutes, and even the right one after five wrong tries', async () => {
    const late = await loginCode(MIKKO);
    // Ten minutes and a second later, as the bank's clock would have it.
    await bank.database.db
      .update(smsLoginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsLoginCodes.id, late.VerificationId));
    const refused = await late.browser.call(quickLogin.authSmsComplete.path, {
      VerificationId: late.VerificationId,
      Code: late.code,
    });
    expect(refused.statusCode).toBe(422);

    const tried = await loginCode(MIKKO);
    for (let i = 0; i < 5; i++) {
      await tried.browser.call(quickLogin.authSmsComplete.path, {
        VerificationId: tried.VerificationId,
        Code: wrongFor(tried.code),
      });
    }
    const right = await tried.browser.call(quickLogin.authSmsComplete.path, {
      VerificationId: tried.VerificationId,
      Code: tried.code,
    });
    expect(right.statusCode).toBe(422);
  });

  it('answers alike whether or not the identity and phone are a customer’s', async () => {
    const sent = await outboxCount();
    const answers = [];
    for (const body of [
      { PersonalId: STRANGER, ...AINO_PHONE },
      { PersonalId: PEKKA, CountryCode: '+358', Number: '040 999 9999' },
      { PersonalId: JUKKA, ...AINO_PHONE },
    ]) {
      const browser = visitor();
      const start = await browser.call(quickLogin.authSmsStart.path, body);
      expect(start.statusCode).toBe(200);
      expect(Object.keys(start.json()).sort()).toEqual(['ExpiresAt', 'VerificationId']);
      const complete = await browser.call(quickLogin.authSmsComplete.path, {
        VerificationId: start.json().VerificationId,
        Code: '1234',
      });
      answers.push([complete.statusCode, complete.body]);
    }
    expect(await outboxCount()).toBe(sent);
    const { browser, VerificationId, code } = await loginCode(PEKKA);
    const wrong = await browser.call(quickLogin.authSmsComplete.path, {
      VerificationId,
      Code: wrongFor(code),
    });
    expect(new Set([...answers, [wrong.statusCode, wrong.body]].map(String)).size).toBe(1);
  });

  it('is limited per identity and per address, a stranger’s identity as a customer’s', async () => {
    for (const PersonalId of [LIISA, STRANGER_TOO]) {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const start = await visitor().call(quickLogin.authSmsStart.path, {
          PersonalId,
          ...AINO_PHONE,
        });
        statuses.push(start.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
    const one = visitor();
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      const PersonalId = createFinnishPersonalId({
        birthDate: '1970-01-01',
        individualNumber: 900 + i,
      });
      statuses.push(
        (await one.call(quickLogin.authSmsStart.path, { PersonalId, ...AINO_PHONE })).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
  });

  it('is not strong authentication: a payment still waits for strong identification, and no PIN is set', async () => {
    const { browser, VerificationId, code } = await loginCode(JUKKA);
    const done = await browser.call(quickLogin.authSmsComplete.path, {
      VerificationId,
      Code: code,
    });
    await browser.call(quickLogin.authSmsToken.path, done.json());
    const cookie = `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE)}`;
    const account = await openAccount(bank.database.db, await customerIdOf(bank, cookie));
    await fund(bank.database.db, account.id, 100_00);

    const init = await browser.call('/api/bank/sepa-payment-init', draftFor(account.id));
    expect(init.statusCode, init.body).toBe(200);
    const { PaymentId, SessionId } = init.json();
    const complete = await browser.call('/api/bank/sepa-payment-complete', { PaymentId });
    expect(complete.statusCode).toBe(422);
    const confirm = await browser.call(
      '/api/auth/start-authentication',
      paymentConfirmationStart(SessionId, '/bank/accounts/transfer/receipt'),
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(new URL(confirm.json().IdentificationUrl).pathname).toMatch(/^\/idp\//);

    const pin = await browser.call(quickLogin.pinSet.path, { Pin: '2580' });
    expect(pin.statusCode).toBe(403);
  });
});

async function outboxCount() {
  return (await bank.database.db.select().from(outbox)).length;
}

describe('the device PIN', () => {
  it('is set after a strong login, logs in, and three wrong PINs lock it until the next strong login', async () => {
    const device = visitor();
    const strong = await bank.cookieFor(AINO);
    device.cookies.set(SESSION_COOKIE, strong.split('=')[1]!);
    const simple = await device.call(quickLogin.pinSet.path, { Pin: '1234' });
    expect(simple.statusCode).toBe(400);
    const set = await device.call(quickLogin.pinSet.path, { Pin: '2580' });
    expect(set.statusCode, set.body).toBe(200);
    expect(device.cookies.has(DEVICE_COOKIE)).toBe(true);
    expect(device.cookies.get(quickLogin.PIN_MARKER_COOKIE)).toBe('1');
    device.cookies.delete(SESSION_COOKIE);

    const login = await device.call(quickLogin.pinLogin.path, { Pin: '2580' });
    expect(login.statusCode, login.body).toBe(200);
    expect(device.cookies.has(SESSION_COOKIE)).toBe(true);
    // A PIN session is not strong either: it cannot set a PIN.
    expect((await device.call(quickLogin.pinSet.path, { Pin: '1357' })).statusCode).toBe(403);
    device.cookies.delete(SESSION_COOKIE);

    const first = await device.call(quickLogin.pinLogin.path, { Pin: '0852' });
    expect(first.statusCode).toBe(401);
    expect(first.json().ModelState.Pin).toBe(
      'Kirjautuminen PIN-koodilla epäonnistui. Tarkista koodi ja yritä uudelleen.',
    );
    await device.call(quickLogin.pinLogin.path, { Pin: '0852' });
    const third = await device.call(quickLogin.pinLogin.path, { Pin: '0852' });
    expect(third.json().ModelState.Pin).toMatch(/lukittu/);
    const right = await device.call(quickLogin.pinLogin.path, { Pin: '2580' });
    expect(right.statusCode).toBe(401);
    expect(right.json().ModelState.Pin).toMatch(/lukittu/);
    expect(device.cookies.has(SESSION_COOKIE)).toBe(false);

    await bank.cookieFor(AINO);
    expect((await device.call(quickLogin.pinLogin.path, { Pin: '2580' })).statusCode).toBe(200);
  });

  it('is no one’s on a device without one', async () => {
    const response = await visitor().call(quickLogin.pinLogin.path, { Pin: '2580' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the strong login as calls', () => {
  it('answers a one-time token for the broker’s answer, exchanged once for the session', async () => {
    const browser = new InjectBrowser(bank.app);
    const start = await browser.request('POST', '/api/auth/ftnloginstart', { api: true });
    const authorize = new URL(start.json().IdentificationUrl);
    const page = await browser.follow(
      await browser.request('GET', `${authorize.pathname}${authorize.search}`),
    );
    const uid = page.path.split('/').pop();
    let answer = await browser.request('POST', `/idp/interaction/${uid}/identify`, {
      form: { userId: demoUserIdOnPage(page.response.body, 'Aino Virtanen') },
    });
    let location = new URL(String(answer.headers.location), 'http://127.0.0.1:8080');
    while (location.pathname.startsWith('/idp')) {
      answer = await browser.request('GET', `${location.pathname}${location.search}`);
      location = new URL(String(answer.headers.location), 'http://127.0.0.1:8080');
    }
    expect(location.pathname).toBe('/api/auth/ftnlogincomplete');
    const complete = await browser.request('POST', quickLogin.authTupasComplete.path, {
      api: true,
      json: Object.fromEntries(location.searchParams),
    });
    expect(complete.statusCode, complete.body).toBe(200);
    const token = await browser.request('POST', quickLogin.authTupasToken.path, {
      api: true,
      json: complete.json(),
    });
    expect(token.statusCode, token.body).toBe(200);
    expect(browser.cookie(SESSION_COOKIE)).toBeDefined();
    const replay = await browser.request('POST', quickLogin.authTupasToken.path, {
      api: true,
      json: complete.json(),
    });
    expect(replay.statusCode).toBe(401);
  });
});

describe('fuzzed payloads', () => {
  it('never get a 500', async () => {
    const fuzz = callFuzz(bank, await bank.cookieFor(AINO), {
      calls: callsOf(quickLogin),
      fields: [
        'PersonalId',
        'CountryCode',
        'Number',
        'VerificationId',
        'Code',
        'LoginToken',
        'Pin',
        'state',
        'code',
      ],
      value: fieldValues({
        ids: [crypto.randomUUID()],
        numbers: [0, -1, 1234, 1e12],
        dates: ['2026-01-01'],
        words: [AINO, STRANGER, '+358', '+46', '0401234567', '2580', '1234', ' ', '\u0000'],
        text: fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ maxLength: 300 })),
      }),
    });
    await fuzz.randomJson(30);
    await fuzz.nearlyValid(60);
  }, 60_000);
});

describe('a flow begun before a quicker login', () => {
  const TIINA = '170191-946S';
  const OLLI = '250783-975M';
  const DEPOSIT = {
    status: 'Started',
    flowType: 'deposit',
    data: { depositAmount: 25_000, depositDuration: 12 },
  };

  /** Keeps the term deposit chosen in `browser`; answers its id and the page to go on to. */
  async function keepDeposit(browser: ReturnType<typeof visitor>) {
    const kept = await browser.call(storeFlow.path, DEPOSIT);
    expect(kept.statusCode, kept.body).toBe(200);
    const flowId = kept.json().FlowId as string;
    return { flowId, page: `/bank/accounts/open-term-deposit?flow=${flowId}` };
  }

  it('goes on to its page after the SMS code, and is the person’s to read', async () => {
    const browser = visitor();
    const { flowId, page } = await keepDeposit(browser);
    const { VerificationId, code } = await loginCode(TIINA, browser);
    const done = await browser.call(quickLogin.authSmsComplete.path, {
      VerificationId,
      Code: code,
    });
    const session = await browser.call(quickLogin.authSmsToken.path, done.json());
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().ContinueTo).toBe(page);
    expect(browser.cookies.has(STORED_FLOW_COOKIE)).toBe(false);
    const read = await browser.call(`${storedFlowRead.path}?FlowId=${flowId}`, undefined, 'GET');
    expect(read.json()).toEqual({ FlowId: flowId, Flow: DEPOSIT });
  });

  it('goes on to its page after the PIN', async () => {
    const device = visitor();
    device.cookies.set(SESSION_COOKIE, (await bank.cookieFor(JUKKA)).split('=')[1]!);
    expect((await device.call(quickLogin.pinSet.path, { Pin: '3691' })).statusCode).toBe(200);
    device.cookies.delete(SESSION_COOKIE);
    const { page } = await keepDeposit(device);
    const login = await device.call(quickLogin.pinLogin.path, { Pin: '3691' });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().ContinueTo).toBe(page);
  });

  it('leaves the answer without a page when nothing was kept', async () => {
    const { browser, VerificationId, code } = await loginCode(OLLI);
    const done = await browser.call(quickLogin.authSmsComplete.path, {
      VerificationId,
      Code: code,
    });
    const session = await browser.call(quickLogin.authSmsToken.path, done.json());
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).not.toHaveProperty('ContinueTo');
  });
});
