import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as broker from '../../api/broker';
import { brokers, users } from '../db/schema';
import { ILKKA_PERSONAL_ID } from '../seed/customers/broker';
import { SAARISTO_BUSINESS_ID } from '../seed/customers/saaristo';
import { callFuzz, callsOf, fieldValues } from '../testing/callFuzz';
import {
  CompanyLoanRepresentative,
  KAISA_NAME,
  TIMO_NAME,
} from '../testing/companyLoanRepresentative';
import { AINO, JUKKA } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

const API = '/api/loan-application';

const APPLICATION = {
  BusinessId: SAARISTO_BUSINESS_ID,
  LoanType: 'FlexLoan',
  Amount: 30_000,
  InstallmentCount: 12,
  Purpose: 'WorkingCapital',
  Email: 'toimisto@saaristonlogistiikka.example',
  Phone: '+358 40 555 6677',
};

let bank: TestBank;
let ilkka: string;
beforeAll(async () => {
  bank = await startTestBank();
  ilkka = await bank.cookieFor(ILKKA_PERSONAL_ID);
});
afterAll(() => bank.close());

const callAs = (cookie: string, name: string, body: Record<string, unknown> = {}) =>
  bank.call({ url: `${API}/${name}`, cookie, body });

/** Whether the person's menu leads to the broker page: the customer call says so. */
const isBroker = async (cookie: string) =>
  (await bank.call({ method: 'GET', url: '/api/bank/customer', cookie })).json().IsBroker;

/** A signatory confirms by strong identification; answers where the browser landed. */
async function confirmAs(representative: CompanyLoanRepresentative, Id: string) {
  const start = await representative.call('confirm-broker', { Id });
  if (start.statusCode !== 200) return { status: start.statusCode, path: '' };
  const authorize = new URL(start.json().IdentificationUrl);
  const page = await representative.browser.follow(
    await representative.browser.request('GET', `${authorize.pathname}${authorize.search}`),
  );
  expect(page.response.body).toContain('Lehmus Rahoituspalvelut Oy');
  const userId = page.response.body.match(/name="userId" value="([^"]+)"/)?.[1] ?? '';
  const uid = page.path.split('/').pop();
  const done = await representative.browser.follow(
    await representative.browser.request('POST', `/idp/interaction/${uid}/identify`, {
      form: { userId },
    }),
  );
  return { status: 200, path: done.path };
}

describe('a broker’s application for a company', () => {
  it('waits for a signatory’s confirmation, then goes to the company’s decision', async () => {
    const me = await callAs(ilkka, 'broker-complete-identification');
    expect(me.json()).toEqual({ Name: 'Ilkka Lehmus', FirmName: 'Lehmus Rahoituspalvelut Oy' });
    expect(me.headers['cache-control']).toContain('no-store');

    const made = await callAs(ilkka, 'broker-init', APPLICATION);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({
      CompanyName: 'Saariston Logistiikka Oy',
      Status: 'WaitingForCustomer',
      Amount: 30_000,
      ConfirmedAt: null,
    });
    const { Id } = made.json();

    // Before the confirmation the company's own flow cannot take it further.
    const kaisa = new CompanyLoanRepresentative(bank);
    await kaisa.identifyAs(KAISA_NAME);
    expect((await kaisa.call('company-submit', { Id })).statusCode).toBe(409);
    expect((await kaisa.call('company-sign-confirm', { Id, TermsAccepted: true })).statusCode).toBe(
      409,
    );
    expect((await kaisa.call('company-sign-init', { Id })).json().Status).toBe(
      'WaitingForCustomer',
    );

    // Someone who does not represent the company cannot confirm it.
    const aino = await bank.cookieFor(AINO);
    expect((await callAs(aino, 'confirm-broker', { Id })).statusCode).toBe(404);

    expect(await confirmAs(kaisa, Id)).toEqual({
      status: 200,
      path: `/bank/broker-confirmation/${Id}?status=ok`,
    });
    expect((await kaisa.call('company-sign-init', { Id })).json()).toMatchObject({
      Status: 'WaitingForSignatures',
      YouMaySign: true,
    });
    const listed = (await callAs(ilkka, 'broker-applications')).json().Applications;
    expect(listed).toEqual([
      expect.objectContaining({
        Id,
        Status: 'WaitingForSignatures',
        ConfirmedAt: expect.any(String),
      }),
    ]);

    // Confirmed once: Timo, the other signatory, finds nothing left to confirm.
    const timo = new CompanyLoanRepresentative(bank);
    await timo.identifyAs(TIMO_NAME, Id);
    expect((await timo.call('confirm-broker', { Id })).statusCode).toBe(409);
  });

  it('is seen only by the broker who made it; others may not use broker calls', async () => {
    const made = (await callAs(ilkka, 'broker-init', APPLICATION)).json();
    const [jukka] = await bank.database.db.select().from(users).where(eq(users.personalId, JUKKA));
    const notYetBroker = await bank.cookieFor(JUKKA);
    for (const name of ['broker-complete-identification', 'broker-applications']) {
      const refused = await callAs(notYetBroker, name);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().ModelState).toEqual({ customer: expect.any(String) });
    }
    expect((await callAs(notYetBroker, 'broker-init', APPLICATION)).statusCode).toBe(403);
    expect(await isBroker(notYetBroker)).toBe(false);

    await bank.database.db.insert(brokers).values({ userId: jukka!.id, firmName: 'Toinen Oy' });
    expect(await isBroker(notYetBroker)).toBe(true);
    const other = await callAs(notYetBroker, 'broker-applications');
    expect(other.statusCode).toBe(200);
    expect(other.json().Applications).toEqual([]);
    const mine = (await callAs(ilkka, 'broker-applications')).json().Applications;
    expect(mine.map((a: { Id: string }) => a.Id)).toContain(made.Id);

    expect((await bank.call({ url: `${API}/broker-applications` })).statusCode).toBe(401);
  });

  it('refuses a company that does not bank with us, by its field', async () => {
    const refused = await callAs(ilkka, 'broker-init', { ...APPLICATION, BusinessId: '9823149-8' });
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json().ModelState)).toEqual(['BusinessId']);
  });

  it('never answers fuzzed payloads with a 500', async () => {
    const made = (await callAs(ilkka, 'broker-init', APPLICATION)).json();
    const fuzz = callFuzz(bank, ilkka, {
      calls: callsOf(broker),
      fields: ['Id', ...Object.keys(APPLICATION)],
      value: fieldValues({
        ids: [made.Id, crypto.randomUUID()],
        numbers: [0, 1_999, 30_000, 250_001, 3, 12, 61, -1, 1e308],
        dates: ['2999-01-01'],
        words: [...Object.values(APPLICATION).map(String), 'NormalLoan', '9823149-8'],
      }),
    });
    await fuzz.randomJson(30);
    await fuzz.nearlyValid(60);
  });
});
