import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../db/schema';
import { draftFor, paymentConfirmationStart, VIRTA_SAHKO } from '../testing/payments';
import { InjectBrowser, identifyAs } from '../testing/loginRoundTrip';
import { startTestBank, type TestBank } from '../testing/testBank';

let bank: TestBank;

beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

/** A logged-in person with a payment of 12,50 € waiting for their confirmation. */
async function preparedOperation(name: string) {
  const browser = new InjectBrowser(bank.app);
  await identifyAs(browser, name);
  const cookie = browser.cookieHeader;
  const accounts = (await bank.call({ url: '/api/bank/accounts', cookie })).json();
  const source = accounts.find((a: { IsPaymentAccount: boolean }) => a.IsPaymentAccount);
  const init = await bank.call({
    url: '/api/bank/sepa-payment-init',
    cookie,
    body: draftFor(source.Id),
  });
  expect(init.statusCode).toBe(200);
  return {
    browser,
    flow: { id: init.json().SessionId as string },
    paymentId: init.json().PaymentId,
  };
}

async function paymentStatus(browser: InjectBrowser, paymentId: string) {
  const receipt = await bank.call({
    url: '/api/bank/sepa-payment-complete',
    cookie: browser.cookieHeader,
    body: { PaymentId: paymentId },
  });
  return receipt.statusCode === 200 ? receipt.json().Status : receipt.json().ModelState;
}

async function startConfirmation(browser: InjectBrowser, authId: string) {
  const start = await bank.call({
    url: '/api/auth/start-authentication',
    cookie: browser.cookieHeader,
    body: paymentConfirmationStart(authId, '/bank/accounts/payment?paymentId=1'),
  });
  expect(start.statusCode).toBe(200);
  const url = new URL(start.json().IdentificationUrl);
  return browser.follow(await browser.request('GET', `${url.pathname}${url.search}`));
}

describe('confirming an operation by strong identification', () => {
  it('shows what is approved, and returns to nextUrl with status=ok once confirmed', async () => {
    const { browser, flow, paymentId } = await preparedOperation('Aino Virtanen');
    const page = await startConfirmation(browser, flow.id);
    expect(page.response.body).toContain(`Maksu 12,50\u00a0€ saajalle ${VIRTA_SAHKO.name}`);
    expect(page.response.body).not.toContain('Tunnistaudu: Jukka Kuusela');
    const uid = page.path.split('/').pop();
    const userId = page.response.body.match(/name="userId" value="([^"]+)"/)?.[1] ?? '';
    const done = await browser.follow(
      await browser.request('POST', `/idp/interaction/${uid}/identify`, { form: { userId } }),
    );
    expect(done.path).toBe('/bank/accounts/payment?paymentId=1&status=ok');
    expect(await paymentStatus(browser, paymentId)).toBe('Booked');
  });

  it('shows the approval in the customer’s language', async () => {
    const { browser, flow } = await preparedOperation('Aino Virtanen');
    const start = await bank.call({
      url: '/api/auth/start-authentication',
      cookie: browser.cookieHeader,
      headers: { 'accept-language': 'en' },
      body: {
        auth: {
          nextUrl: '/bank/home',
          errorUrl: '/bank/home',
          cancelUrl: '/bank/home',
          AuthId: flow.id,
          type: 'SepaPayment',
        },
      },
    });
    const url = new URL(start.json().IdentificationUrl);
    const page = await browser.follow(await browser.request('GET', `${url.pathname}${url.search}`));
    expect(page.response.body).toContain(`Payment of €12.50 to ${VIRTA_SAHKO.name}`);
  });

  it('returns to cancelUrl with status=cancel when the customer cancels, and does nothing', async () => {
    const { browser, flow, paymentId } = await preparedOperation('Mikko Korhonen');
    const page = await startConfirmation(browser, flow.id);
    const uid = page.path.split('/').pop();
    const done = await browser.follow(
      await browser.request('POST', `/idp/interaction/${uid}/cancel`, { form: {} }),
    );
    expect(done.path).toBe('/bank/accounts/transfer?status=cancel');
    expect(await paymentStatus(browser, paymentId)).toHaveProperty('PaymentId');
  });

  it('does not let another person confirm, and changes nothing', async () => {
    const { browser, flow, paymentId } = await preparedOperation('Tiina Järvinen');
    const page = await startConfirmation(browser, flow.id);
    const uid = page.path.split('/').pop();
    const someoneElse = (await bank.database.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.personalId, '140388-9028'),
    }))!;
    const refused = await browser.request('POST', `/idp/interaction/${uid}/identify`, {
      form: { userId: someoneElse.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(await paymentStatus(browser, paymentId)).toHaveProperty('PaymentId');
  });

  it('cannot be confirmed twice: a replayed callback changes nothing', async () => {
    const { browser, flow, paymentId } = await preparedOperation('Aino Virtanen');
    const page = await startConfirmation(browser, flow.id);
    const uid = page.path.split('/').pop();
    const userId = page.response.body.match(/name="userId" value="([^"]+)"/)?.[1] ?? '';
    let response = await browser.request('POST', `/idp/interaction/${uid}/identify`, {
      form: { userId },
    });
    while (!String(response.headers.location).includes('authentication-complete')) {
      const next = new URL(String(response.headers.location), bank.config.PUBLIC_URL);
      response = await browser.request('GET', `${next.pathname}${next.search}`);
    }
    const callback = new URL(String(response.headers.location), bank.config.PUBLIC_URL);
    await browser.request('GET', `${callback.pathname}${callback.search}`);
    const [booked] = await bank.database.db
      .select({ bookingId: payments.bookingId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    const replay = await browser.request('GET', `${callback.pathname}${callback.search}`);
    expect(replay.headers.location).toBe('/bank/home');
    const [after] = await bank.database.db
      .select({ bookingId: payments.bookingId, status: payments.status })
      .from(payments)
      .where(eq(payments.id, paymentId));
    expect(after).toEqual({ bookingId: booked!.bookingId, status: 'Booked' });
  });
});
