import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthFlowService } from '../services/authFlows';
import { InjectBrowser, identifyAs } from '../testing/loginRoundTrip';
import { startTestBank, type TestBank } from '../testing/testBank';

let bank: TestBank;
const confirmed: string[] = [];

beforeAll(async () => {
  bank = await startTestBank();
  bank.app.confirmers.set('SepaPayment', async (flow) => {
    confirmed.push(flow.id);
  });
});
afterAll(() => bank.close());

/** A logged-in person with an operation waiting for their confirmation. */
async function preparedOperation(name: string, approvalText: string) {
  const browser = new InjectBrowser(bank.app);
  await identifyAs(browser, name);
  const session = (
    await bank.call({ method: 'GET', url: '/api/bank/customer', cookie: browser.cookieHeader })
  ).json();
  const sessions = await bank.database.db.query.sessions.findFirst({
    where: (table, { and, eq, isNull }) =>
      and(eq(table.activeCustomerId, session.CustomerId), isNull(table.endedAt)),
  });
  const flow = await createAuthFlowService(bank.database.db, () => new Date()).prepareConfirmation({
    kind: 'SepaPayment',
    userId: sessions!.userId,
    customerId: session.CustomerId,
    sessionId: sessions!.id,
    payload: { approvalText },
  });
  return { browser, flow };
}

async function startConfirmation(browser: InjectBrowser, authId: string) {
  const start = await bank.call({
    url: '/api/auth/start-authentication',
    cookie: browser.cookieHeader,
    body: {
      auth: {
        nextUrl: '/bank/accounts/payment?paymentId=1',
        errorUrl: '/bank/accounts/transfer?failed=1',
        cancelUrl: '/bank/accounts/transfer',
        AuthId: authId,
        type: 'SepaPayment',
      },
    },
  });
  expect(start.statusCode).toBe(200);
  const url = new URL(start.json().IdentificationUrl);
  return browser.follow(await browser.request('GET', `${url.pathname}${url.search}`));
}

describe('confirming an operation by strong identification', () => {
  it('shows what is approved, and returns to nextUrl with status=ok once confirmed', async () => {
    const { browser, flow } = await preparedOperation(
      'Aino Virtanen',
      'Maksu 120,00 € saajalle Asunto Oy Kuusikko',
    );
    const page = await startConfirmation(browser, flow.id);
    expect(page.response.body).toContain('Maksu 120,00 € saajalle Asunto Oy Kuusikko');
    expect(page.response.body).not.toContain('Tunnistaudu: Jukka Kuusela');
    const uid = page.path.split('/').pop();
    const userId = page.response.body.match(/name="userId" value="([^"]+)"/)?.[1] ?? '';
    const done = await browser.follow(
      await browser.request('POST', `/idp/interaction/${uid}/identify`, { form: { userId } }),
    );
    expect(done.path).toBe('/bank/accounts/payment?paymentId=1&status=ok');
    expect(confirmed).toContain(flow.id);
  });

  it('returns to cancelUrl with status=cancel when the customer cancels, and does nothing', async () => {
    const { browser, flow } = await preparedOperation('Pekka Nieminen', 'Maksu 5,00 € saajalle X');
    const page = await startConfirmation(browser, flow.id);
    const uid = page.path.split('/').pop();
    const done = await browser.follow(
      await browser.request('POST', `/idp/interaction/${uid}/cancel`, { form: {} }),
    );
    expect(done.path).toBe('/bank/accounts/transfer?status=cancel');
    expect(confirmed).not.toContain(flow.id);
  });

  it('does not let another person confirm, and says error', async () => {
    const { browser, flow } = await preparedOperation('Tiina Järvinen', 'Maksu 9,00 € saajalle Y');
    const page = await startConfirmation(browser, flow.id);
    const uid = page.path.split('/').pop();
    const someoneElse = (await bank.database.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.personalId, '140388-9028'),
    }))!;
    const refused = await browser.request('POST', `/idp/interaction/${uid}/identify`, {
      form: { userId: someoneElse.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(confirmed).not.toContain(flow.id);
  });

  it('cannot be confirmed twice: a replayed callback changes nothing', async () => {
    const { browser, flow } = await preparedOperation('Liisa Mäkinen', 'Maksu 1,00 € saajalle Z');
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
    const replay = await browser.request('GET', `${callback.pathname}${callback.search}`);
    expect(replay.headers.location).toBe('/bank/home');
    expect(confirmed.filter((id) => id === flow.id)).toHaveLength(1);
  });
});
