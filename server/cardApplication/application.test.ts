import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardsCall } from '../testing/cards';
import { InjectBrowser, demoUserIdOnPage } from '../testing/loginRoundTrip';
import { AINO, customerIdOf, LIISA, MIKKO, openAccount } from '../testing/money';
import { confirmFlow } from '../testing/payments';
import { startTestBank, type TestBank } from '../testing/testBank';

/** A person applies for a consumer credit card: filled in, proposed, signed, connected. */

let bank: TestBank;
let mikko: string;
let aino: string;

const call = (cookie: string, name: string, body?: unknown) => cardsCall(bank, cookie, name, body);

const applicationData = (overrides: Record<string, unknown> = {}) => ({
  RequestedLimit: 3000,
  MonthlyIncome: 2650,
  MonthlyExpenses: 1150,
  EmploymentEnum: 'Permanent',
  HousingEnum: 'Rented',
  ...overrides,
});
const address = {
  Email: 'mikko.korhonen@example.com',
  Phone: '045 234 5678',
  StreetAddress: 'Hämeenkatu 31 A 9',
  PostalCode: '33200',
  City: 'Tampere',
};
const kyc = { IsPoliticallyExposed: false, ActsOnOwnBehalf: true };

/** The person's application filled in, confirmed and sent; answers the bank's proposal. */
async function proposed(cookie: string, data = applicationData()) {
  const started = await call(cookie, 'onboarding-login');
  expect(started.statusCode, started.body).toBe(200);
  const { Id } = started.json();
  for (const [name, body] of [
    ['onboarding-update-application', data],
    ['onboarding-update-address', address],
    ['onboarding-kyc', kyc],
    ['onboarding-confirm', { TermsAccepted: true }],
  ] as const) {
    const saved = await call(cookie, name, { Id, ...body });
    expect(saved.statusCode, `${name}: ${saved.body}`).toBe(200);
  }
  const proposal = await call(cookie, 'send-card-application-get-proposal', { Id });
  expect(proposal.statusCode, proposal.body).toBe(200);
  return proposal.json();
}

beforeAll(async () => {
  bank = await startTestBank();
  mikko = await bank.cookieFor(MIKKO);
  aino = await bank.cookieFor(AINO);
});
afterAll(() => bank.close());

describe('a consumer credit card application', () => {
  it('the signed proposal makes one working credit card with the granted limit', async () => {
    const cardsBefore = (await call(mikko, 'list')).json().length;
    const application = await proposed(mikko);
    // 1 500 € left a month: half of it for four months is 3 000 €, as asked.
    expect(application).toMatchObject({
      Status: 'Proposed',
      GrantedLimit: 3000,
      OnboardingComplete: true,
      DecisionReason: null,
      CardId: null,
    });
    const again = await call(mikko, 'onboarding-login');
    expect(again.json().Id).toBe(application.Id);

    const signed = await call(mikko, 'card-application-confirm', { Id: application.Id });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().ApprovalText).toMatch(
      /^Luottokorttisopimuksen allekirjoitus, luottoraja 3\s000,00\s€$/,
    );
    // A second signature (say, a retried confirm) is prepared too, but makes no second card.
    const retried = await call(mikko, 'card-application-confirm', { Id: application.Id });
    await Promise.all([
      confirmFlow(bank, signed.json().SessionId),
      confirmFlow(bank, retried.json().SessionId),
    ]);

    const made = (await call(mikko, 'onboarding-login')).json();
    expect(made).toMatchObject({ Id: application.Id, Status: 'CardMade' });
    expect(made.MaskedCardNumber).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    const listed = (await call(mikko, 'list')).json();
    expect(listed).toHaveLength(cardsBefore + 1);
    const card = listed.find((row: { CardId: string }) => row.CardId === made.CardId);
    expect(card).toMatchObject({ CardType: 'CreditCard', AvailableAmount: 3000 });

    const customerId = await customerIdOf(bank, mikko);
    const account = await openAccount(bank.database.db, customerId);
    const connected = await call(mikko, 'card-add-bank-connection', {
      Id: application.Id,
      AccountId: account.id,
    });
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json()).toMatchObject({ PaymentAccountId: account.id, Status: 'CardMade' });
    // For a day after, the person sees their finished application again.
    expect((await call(mikko, 'onboarding-login')).json().Id).toBe(application.Id);
  });

  it('refuses a limit it cannot grant and says why', async () => {
    const application = await proposed(
      aino,
      applicationData({ MonthlyIncome: 1500, MonthlyExpenses: 1400 }),
    );
    expect(application).toMatchObject({
      Status: 'Refused',
      GrantedLimit: null,
      DecisionReason: 'income',
    });
    const signed = await call(aino, 'card-application-confirm', { Id: application.Id });
    expect(signed.statusCode).toBe(409);
    expect(Object.keys(signed.json().ModelState)).toEqual(['Id']);
  });

  it('answers a field error for a limit outside the choices', async () => {
    const { Id } = (await call(aino, 'onboarding-login')).json();
    const wrong = await call(aino, 'onboarding-update-application', {
      Id,
      ...applicationData({ RequestedLimit: 750 }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().ModelState.RequestedLimit).toMatch(/^Valitse luottoraja väliltä 500,00/);
  });

  it('sends no proposal before the terms are accepted', async () => {
    const liisa = await bank.cookieFor(LIISA);
    const { Id } = (await call(liisa, 'onboarding-login')).json();
    const early = await call(liisa, 'send-card-application-get-proposal', { Id });
    expect(early.statusCode).toBe(409);
  });

  it('another customer’s application is as if it did not exist', async () => {
    const { Id } = (await call(aino, 'onboarding-login')).json();
    for (const [name, body] of [
      ['onboarding-update-address', address],
      ['onboarding-kyc', kyc],
      ['send-card-application-get-proposal', {}],
      ['card-application-confirm', {}],
    ] as const) {
      const answer = await call(mikko, name, { Id, ...body });
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(404);
      expect(Object.keys(answer.json().ModelState)).toEqual(['Id']);
    }
    expect((await call(mikko, 'onboarding-login')).json().Id).not.toBe(Id);
  });

  it('connects the card bill only to the applicant’s own payment account', async () => {
    const ainosAccount = await openAccount(bank.database.db, await customerIdOf(bank, aino));
    const made = (await call(mikko, 'onboarding-login')).json();
    const answer = await call(mikko, 'card-add-bank-connection', {
      Id: made.Id,
      AccountId: ainosAccount.id,
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
  });
});

describe('a visitor’s application', () => {
  it('becomes the person’s own once they identify', async () => {
    const browser = new InjectBrowser(bank.app);
    const api = (name: string, json: Record<string, unknown> = {}) =>
      browser.request('POST', `/api/cards/${name}`, { api: true, json });
    const started = await api('onboarding-start', { RequestedLimit: 1500 });
    expect(started.statusCode, started.body).toBe(200);
    const { ApplicationId } = started.json();
    const documents = await browser.request('GET', '/api/cards/onboarding-documents-urls', {
      api: true,
    });
    expect(documents.json()).toEqual({
      TermsUrl: '/bank/cards/apply/terms',
      PriceListUrl: '/bank/cards/apply/price-list',
    });

    const tupas = await api('onboarding-tupas', { ApplicationId });
    expect(tupas.statusCode, tupas.body).toBe(200);
    const authorize = new URL(tupas.json().IdentificationUrl);
    const page = await browser.follow(
      await browser.request('GET', `${authorize.pathname}${authorize.search}`),
    );
    const userId = demoUserIdOnPage(page.response.body, 'Emilia');
    const uid = page.path.split('/').pop();
    const done = await browser.follow(
      await browser.request('POST', `/idp/interaction/${uid}/identify`, { form: { userId } }),
    );
    expect(done.path, `${done.response.statusCode} ${done.response.body}`).toBe(
      '/bank/cards/apply?status=ok',
    );

    const mine = await api('onboarding-login');
    expect(mine.json()).toMatchObject({ Id: ApplicationId, RequestedLimit: 1500 });
  });

  it('cannot identify for an application that does not exist', async () => {
    const browser = new InjectBrowser(bank.app);
    const answer = await browser.request('POST', '/api/cards/onboarding-tupas', {
      api: true,
      json: { ApplicationId: crypto.randomUUID() },
    });
    expect(answer.statusCode).toBe(404);
    expect(Object.keys(answer.json().ModelState)).toEqual(['ApplicationId']);
  });
});
