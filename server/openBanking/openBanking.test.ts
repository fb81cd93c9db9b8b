import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as consents from '../../api/consents';
import * as openBanking from '../../api/openBanking';
import { openBankingConsents } from '../db/schema';
import { callFuzz, callsOf, fieldValues, type ValidBody } from '../testing/callFuzz';
import { demoUserIdOnPage, InjectBrowser } from '../testing/loginRoundTrip';
import { customerIdOf, MIKKO, newKey, openAccount } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** Open banking: a provider's request, the customer's identification and decision, the reads. */

let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

const PROVIDER = {
  ClientId: 'budgetly-sandbox',
  ClientSecret: 'budgetly-sandbox-secret',
  RedirectUri: 'https://budgetly.example/bank-callback',
  Access: ['accounts', 'balances'],
  State: 'xyz-1',
};

/** The provider's server asks for access. */
async function requestAccess(body: Record<string, unknown> = {}) {
  const answer = await bank.call({
    url: openBanking.openBankingInit.path,
    body: { ...PROVIDER, ...body },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { ConsentId: string; ConsentToken: string; AuthorisationUrl: string };
}

/** The provider reads the account information service with its token. */
const read = (token: string, path: string) =>
  bank.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });

/** The customer's browser: it identifies for the request and then decides in her session. */
async function identifiedFor(consentId: string, name: string) {
  const browser = new InjectBrowser(bank.app);
  const start = await browser.request('POST', openBanking.openBankingAuthStart.path, {
    api: true,
    json: { ConsentId: consentId },
  });
  expect(start.statusCode, start.body).toBe(200);
  const authorize = new URL(start.json().IdentificationUrl);
  const page = await browser.follow(
    await browser.request('GET', `${authorize.pathname}${authorize.search}`),
  );
  const userId = demoUserIdOnPage(page.response.body, name);
  const uid = page.path.split('/').pop();
  const done = await browser.follow(
    await browser.request('POST', `/idp/interaction/${uid}/identify`, { form: { userId } }),
  );
  const call = (path: string, json: unknown = {}) =>
    browser.request('POST', path, { api: true, json });
  return { browser, returnedTo: done.path, call };
}

async function ownAccountIds(call: (path: string) => Promise<{ json(): unknown }>) {
  const accounts = (await call('/api/bank/accounts')).json() as {
    Id: string;
    IsPaymentAccount: boolean;
    IsSavingsAccount: boolean;
    Type: string;
  }[];
  return accounts
    .filter((a) => a.Type === 'BankAccount' && (a.IsPaymentAccount || a.IsSavingsAccount))
    .map((a) => a.Id);
}

/** A request Aino has accepted for her first account. */
async function acceptedConsent(access = PROVIDER.Access) {
  const request = await requestAccess({ Access: access });
  const aino = await identifiedFor(request.ConsentId, 'Aino Virtanen');
  const [first, second] = await ownAccountIds(aino.call);
  const accepted = await aino.call(consents.consentAccept.path, {
    ConsentId: request.ConsentId,
    AccountIds: [first],
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { ...request, aino, first: first!, second: second!, accepted: accepted.json() };
}

describe('a provider’s request', () => {
  it('is refused for an unknown client, a wrong secret or another return address', async () => {
    const refused = async (body: Record<string, unknown>) =>
      bank.call({ url: openBanking.openBankingInit.path, body: { ...PROVIDER, ...body } });
    expect((await refused({ ClientId: 'nobody' })).statusCode).toBe(401);
    expect((await refused({ ClientSecret: 'guess' })).json().ModelState).toEqual({
      ClientId: 'Palveluntarjoajaa ei tunnisteta',
    });
    expect(
      (await refused({ RedirectUri: 'https://evil.example/' })).json().ModelState,
    ).toHaveProperty('RedirectUri');
    expect((await refused({ Access: ['everything'] })).statusCode).toBe(400);
  });

  it('shows who asks for what, and nothing of the customer’s, before identification', async () => {
    const { ConsentId, AuthorisationUrl } = await requestAccess({ Access: ['transactions'] });
    expect(AuthorisationUrl).toBe(`http://127.0.0.1:8080/bank/open-banking?consentId=${ConsentId}`);
    const info = await bank.call({
      url: openBanking.openBankingConsentInfo.path,
      body: { ConsentId },
    });
    expect(info.headers['cache-control']).toBe('no-store');
    expect(info.json()).toEqual({
      ConsentId,
      ProviderName: 'Budgetly',
      Access: ['accounts', 'transactions'],
      Status: 'Received',
      ValidDays: 90,
    });
  });
});

/** One consent Aino accepted for her first account's list and balances, read by several tests. */
let given: Awaited<ReturnType<typeof acceptedConsent>>;

describe('the customer’s decision and the provider’s reads', () => {
  beforeAll(async () => {
    given = await acceptedConsent();
  });

  it('returns to the decision page after identification, then to the provider with the outcome', async () => {
    const { ConsentId, accepted, aino } = given;
    expect(aino.returnedTo).toBe(`/bank/open-banking?consentId=${ConsentId}&status=ok`);
    expect(accepted).toEqual({
      ConsentId,
      Status: 'Accepted',
      RedirectUrl: `https://budgetly.example/bank-callback?state=xyz-1&consentId=${ConsentId}&status=accepted`,
    });
  });

  it('lets the provider read only the consented account and access, with no-store', async () => {
    const { ConsentToken: token, first, second } = given;
    const list = await read(token, openBanking.AIS_PATHS.accounts);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().accounts.map((a: { resourceId: string }) => a.resourceId)).toEqual([first]);
    const balances = await read(token, `/psd2/v1/accounts/${first}/balances`);
    expect(balances.statusCode, balances.body).toBe(200);
    expect(openBanking.aisBalances.parse(balances.json()).balances[0]!.balanceAmount.currency).toBe(
      'EUR',
    );

    expect((await read(token, `/psd2/v1/accounts/${second}/balances`)).statusCode).toBe(403);
    const outOfScope = await read(token, `/psd2/v1/accounts/${first}/transactions`);
    expect(outOfScope.statusCode).toBe(403);
    expect(outOfScope.json().ModelState).toEqual({ resourceId: 'Suostumus ei kata näitä tietoja' });
    expect((await read('not-the-token', openBanking.AIS_PATHS.accounts)).statusCode).toBe(401);
    expect(
      (await bank.app.inject({ method: 'GET', url: openBanking.AIS_PATHS.accounts })).statusCode,
    ).toBe(401);
  });

  it('refuses the provider after the customer rejects the request', async () => {
    const { ConsentId, ConsentToken } = await requestAccess();
    const aino = await identifiedFor(ConsentId, 'Aino Virtanen');
    const rejected = await aino.call(consents.consentReject.path, { ConsentId });
    expect(rejected.json()).toEqual({
      ConsentId,
      Status: 'Rejected',
      RedirectUrl: `https://budgetly.example/bank-callback?state=xyz-1&consentId=${ConsentId}&error=access_denied`,
    });
    const refused = await read(ConsentToken, openBanking.AIS_PATHS.accounts);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().ModelState).toEqual({ Authorization: 'Suostumus ei ole voimassa' });
    // Decided once: it cannot be accepted afterwards.
    const late = await aino.call(consents.consentAccept.path, {
      ConsentId,
      AccountIds: [newKey()],
    });
    expect(late.statusCode).toBe(409);
  });

  it('refuses the provider after the customer revokes the consent, and lists it revoked', async () => {
    const { ConsentId, ConsentToken, aino } = await acceptedConsent();
    const listed = async () =>
      (
        (await aino.call(consents.consentList.path)).json() as {
          ConsentId: string;
          Status: string;
        }[]
      ).find((c) => c.ConsentId === ConsentId);
    expect(await listed()).toMatchObject({ Status: 'Accepted', ProviderName: 'Budgetly' });
    const revoked = await aino.call(consents.consentReject.path, { ConsentId });
    expect(revoked.json()).toEqual({ ConsentId, Status: 'Revoked', RedirectUrl: null });
    expect((await read(ConsentToken, openBanking.AIS_PATHS.accounts)).statusCode).toBe(401);
    expect(await listed()).toMatchObject({ Status: 'Revoked' });
  });

  it('reads transactions of the last 90 days, until the 90 days of the consent are over', async () => {
    const { ConsentId, ConsentToken, aino, first } = await acceptedConsent(['transactions']);
    const answer = await read(ConsentToken, `/psd2/v1/accounts/${first}/transactions`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(
      openBanking.aisTransactions.parse(answer.json()).transactions.booked.length,
    ).toBeGreaterThan(0);
    await bank.database.db
      .update(openBankingConsents)
      .set({ validUntil: sql`now() - interval '1 second'` })
      .where(eq(openBankingConsents.id, ConsentId));
    expect((await read(ConsentToken, openBanking.AIS_PATHS.accounts)).statusCode).toBe(401);
    const list = (await aino.call(consents.consentList.path)).json() as {
      ConsentId: string;
      Status: string;
    }[];
    expect(list.find((c) => c.ConsentId === ConsentId)?.Status).toBe('Expired');
  });

  it('refuses to share an account that is not the customer’s own payment or savings account', async () => {
    const { ConsentId } = await requestAccess();
    const aino = await identifiedFor(ConsentId, 'Aino Virtanen');
    const mikko = await bank.cookieFor(MIKKO);
    const others = await openAccount(bank.database.db, await customerIdOf(bank, mikko));
    const answer = await aino.call(consents.consentAccept.path, {
      ConsentId,
      AccountIds: [others.id],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().ModelState).toHaveProperty('AccountIds');
  });
});

describe('another customer', () => {
  it('never sees, accepts, rejects or revokes Aino’s consents', async () => {
    const { ConsentId } = given;
    const pending = await requestAccess();
    await identifiedFor(pending.ConsentId, 'Aino Virtanen');
    const mikko = await bank.cookieFor(MIKKO);
    const list = await bank.call({ url: consents.consentList.path, cookie: mikko });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { ConsentId: string }) => c.ConsentId)).not.toContain(ConsentId);
    for (const id of [ConsentId, pending.ConsentId]) {
      const reject = await bank.call({
        url: consents.consentReject.path,
        cookie: mikko,
        body: { ConsentId: id },
      });
      expect(reject.statusCode).toBe(404);
    }
    const accept = await bank.call({
      url: consents.consentAccept.path,
      cookie: mikko,
      body: { ConsentId: pending.ConsentId, AccountIds: [newKey()] },
    });
    expect(accept.statusCode).toBe(404);
  });
});

describe('fuzzed payloads never get a 500', () => {
  it('to every open banking call, and to the account information service', async () => {
    // Last: the fuzz may revoke the consent the other tests read.
    const { ConsentId, ConsentToken, first, aino } = given;
    const pending = await requestAccess();
    const cookie = aino.browser.cookieHeader;
    const fuzz = callFuzz(bank, cookie, {
      calls: [...callsOf(openBanking), ...callsOf(consents)],
      fields: [
        'ConsentId',
        'AccountIds',
        'ClientId',
        'ClientSecret',
        'RedirectUri',
        'Access',
        'State',
        'state',
        'code',
      ],
      value: fieldValues({
        ids: [ConsentId, pending.ConsentId, first],
        numbers: [0, -1, 1e12],
        dates: ['2026-01-01'],
        words: [
          'budgetly-sandbox',
          'accounts',
          'https://budgetly.example/bank-callback',
          '\u0000',
          ' ',
        ],
      }),
    });
    await fuzz.randomJson(20);
    await fuzz.nearlyValid(40);
    const valid: ValidBody[] = [
      [openBanking.openBankingInit, () => ({ ...PROVIDER })],
      [openBanking.openBankingConsentInfo, () => ({ ConsentId: pending.ConsentId })],
      [consents.consentAccept, () => ({ ConsentId: pending.ConsentId, AccountIds: [first] })],
    ];
    await fuzz.oneFieldOff(valid, 30, {
      200: [valid[0]!, 'State', 'abc'],
      400: [valid[0]!, 'Access', []],
      404: [valid[1]!, 'ConsentId', newKey()],
    });
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string({ unit: 'binary' }), async (id, token) => {
        const answer = await bank.app.inject({
          method: 'GET',
          url: `/psd2/v1/accounts/${encodeURIComponent(id)}/balances`,
          headers: {
            authorization: fc.sample(
              fc.constantFrom(
                `Bearer ${ConsentToken}`,
                `Bearer ${encodeURIComponent(token)}`,
                token.replace(/[^\x20-\x7e]/g, ''),
              ),
              1,
            )[0]!,
          },
        });
        expect(answer.statusCode).toBeLessThan(500);
        expect(answer.json()).toHaveProperty('ModelState');
      }),
      { numRuns: 40 },
    );
  });
});
