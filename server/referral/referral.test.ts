import { addMonths } from 'date-fns/addMonths';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../domain/dates/dates';
import { outbox, referrals } from '../db/schema';
import { bankDay } from '../services/bankDay';
import { companyCookie } from '../testing/companySession';
import { AINO, customerIdOf, JUKKA } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** The referral programme: messages in the sender's name, consent, and sends to the outbox. */

const EMILIA = '190401A984F';
const TEMPLATES = '/api/bank/get-recommendation-template';
const CONSENT = '/api/bank/recommendation-consent';
const BY_EMAIL = '/api/bank/send-email-recommendation';
const BY_SMS = '/api/bank/send-sms-recommendation';

let bank: TestBank;
let aino: string;

beforeAll(async () => {
  bank = await startTestBank();
  aino = await bank.cookieFor(AINO);
});
afterAll(() => bank.close());

const latestOutbox = async () =>
  (await bank.database.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1))[0]!;

describe('the referral messages', () => {
  it('are the four templates, in the sender’s name, in the customer’s language', async () => {
    const response = await bank.call({ url: TEMPLATES, cookie: aino });
    expect(response.statusCode).toBe(200);
    const templates = response.json();
    expect(Object.keys(templates).sort()).toEqual([
      'EmailMessage',
      'EmailMessageCompany',
      'SmsMessage',
      'SmsMessageCompany',
    ]);
    expect(templates.SmsMessage).toContain('Aino Virtanen suosittelee sinulle pankkiamme');
    expect(templates.EmailMessageCompany).toContain('yrityksellenne');
    expect(templates.SmsMessage).toContain('http://127.0.0.1:8080/bank/login');

    const inSwedish = await bank.call({
      url: TEMPLATES,
      cookie: aino,
      headers: { 'accept-language': 'sv' },
    });
    expect(inSwedish.json().SmsMessage).toContain('Aino Virtanen rekommenderar');
  });

  it('are not given without a session', async () => {
    expect((await bank.call({ url: TEMPLATES })).statusCode).toBe(401);
  });
});

describe('a recommendation', () => {
  it('is refused until the person consents to their name being disclosed', async () => {
    const cookie = await companyCookie(bank, JUKKA);
    const response = await bank.call({
      url: BY_EMAIL,
      cookie,
      body: { RecipientEmail: 'ystava@example.fi', RecommendationTarget: 'Person' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState.IsConsent).toBe('Anna suostumus jatkaaksesi');
  });

  it('by e-mail lands in the outbox and is recorded, valid two months, bonus 25 € for a person', async () => {
    expect(
      (await bank.call({ url: CONSENT, cookie: aino, body: { IsConsent: true } })).json(),
    ).toEqual({ IsConsent: true });
    const response = await bank.call({
      url: BY_EMAIL,
      cookie: aino,
      body: { RecipientEmail: '  ystava@example.fi ', RecommendationTarget: 'Person' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const validUntil = toIsoDate(addMonths(bankDay(new Date()), 2));
    expect(response.json()).toEqual({
      RecommendationId: expect.any(String),
      ValidUntil: validUntil,
    });

    const sent = await latestOutbox();
    expect(sent).toMatchObject({
      channel: 'email',
      recipient: 'ystava@example.fi',
      subject: 'Aino Virtanen suosittelee sinulle pankkiamme',
      customerId: await customerIdOf(bank, aino),
    });
    expect(sent.body).toContain('Ryhdy asiakkaaksemme');
    const [recorded] = await bank.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.id, response.json().RecommendationId));
    expect(recorded).toMatchObject({
      channel: 'email',
      target: 'Person',
      bonus: 2500,
      outboxId: sent.id,
      validUntil,
    });
  });

  it('by SMS to a company sends the company message and records a 50 € bonus', async () => {
    const response = await bank.call({
      url: BY_SMS,
      cookie: aino,
      body: { RecipientPhoneNumber: '+358401234567', RecommendationTarget: 'Company' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const sent = await latestOutbox();
    expect(sent).toMatchObject({ channel: 'sms', recipient: '+358401234567', subject: null });
    expect(sent.body).toContain('Avatkaa yrityksen tili');
    const [recorded] = await bank.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.id, response.json().RecommendationId));
    expect(recorded).toMatchObject({ target: 'Company', bonus: 5000 });
  });

  it.each([
    [
      BY_EMAIL,
      { RecipientEmail: 'ei-osoite', RecommendationTarget: 'Person' },
      'RecipientEmail',
      'Virheellinen sähköpostiosoite',
    ],
    [
      BY_EMAIL,
      { RecipientEmail: `${'a'.repeat(76)}@x.fi`, RecommendationTarget: 'Person' },
      'RecipientEmail',
      'Sähköpostiosoite voi olla enintään 80 merkkiä',
    ],
    [
      BY_EMAIL,
      { RecipientEmail: '', RecommendationTarget: 'Person' },
      'RecipientEmail',
      'Tämä tieto tarvitaan',
    ],
    [
      BY_SMS,
      { RecipientPhoneNumber: '040 123 4567', RecommendationTarget: 'Person' },
      'RecipientPhoneNumber',
      'Virheellinen puhelinnumero',
    ],
    [
      BY_SMS,
      { RecipientPhoneNumber: '12', RecommendationTarget: 'Person' },
      'RecipientPhoneNumber',
      'Virheellinen puhelinnumero',
    ],
    [
      BY_SMS,
      { RecipientPhoneNumber: '0401234567', RecommendationTarget: 'Kissa' },
      'RecommendationTarget',
      'Valitse, suositteletko henkilöä vai yritystä.',
    ],
  ])('refuses bad input on the field: %s %j', async (url, body, field, text) => {
    const response = await bank.call({ url, cookie: aino, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState).toEqual({ [field]: text });
  });

  it('is refused without a bank account here, and so is the consent', async () => {
    const emilia = await bank.cookieFor(EMILIA);
    for (const [url, body] of [
      [CONSENT, { IsConsent: true }],
      [BY_EMAIL, { RecipientEmail: 'ystava@example.fi', RecommendationTarget: 'Person' }],
    ] as const) {
      const response = await bank.call({ url, cookie: emilia, body });
      expect(response.statusCode).toBe(403);
      expect(response.json().ModelState.customer).toMatch(/^Suosittelu edellyttää/);
    }
  });

  it('refuses a consent that is not given', async () => {
    const response = await bank.call({ url: CONSENT, cookie: aino, body: { IsConsent: false } });
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState).toEqual({ IsConsent: 'Anna suostumus jatkaaksesi' });
  });
});
