import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, outbox } from '../db/schema';
import { movableClock } from '../testing/clock';
import { expectNoServerError } from '../testing/fuzz';
import { AINO, customerIdOf, LIISA, MIKKO, PEKKA } from '../testing/money';
import { confirmFlow } from '../testing/payments';
import { startTestBank, type TestBank } from '../testing/testBank';

/** A person keeps her own details current: address, phone by SMS code, bank account, feedback. */

const clock = movableClock();
let bank: TestBank;

beforeAll(async () => {
  bank = await startTestBank({}, { now: clock.now });
});
afterAll(() => bank.close());

const DETAILS = '/api/bank/customerdetails';
const ADDRESS = '/api/bank/updatecustomeraddress';
const PHONE_START = '/api/bank/updatephonenumber_start';
const PHONE_COMPLETE = '/api/bank/updatephonenumber_complete';
const VERIFY_START = '/api/auth/verify-phone-start';
const VERIFY_COMPLETE = '/api/auth/verify-phone-complete';
const ACCOUNT_START = '/api/bank/updatebankaccount_start';
const ACCOUNT_COMPLETE = '/api/bank/updatebankaccount_complete';
const FEEDBACK = '/api/bank/feedback';

const NEW_ADDRESS = {
  StreetAddress: 'Uusikatu 5 B 12',
  PostalCode: '33100',
  City: 'Tampere',
  Country: 'FI',
};
const IBAN = 'FI21 1234 5600 0007 85';

const details = async (cookie: string) => (await bank.call({ url: DETAILS, cookie })).json();

/** The code the latest SMS to `phone` carries. */
async function smsCodeTo(phone: string): Promise<string> {
  const [sms] = await bank.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, phone), eq(outbox.channel, 'sms')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return /\b(\d{4})\b/.exec(sms!.body)![1]!;
}

async function startPhoneChange(cookie: string, Number: string, url = PHONE_START) {
  const response = await bank.call({ url, cookie, body: { CountryCode: '+358', Number } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().VerificationId as string;
}

describe('the address', () => {
  it('changes at once and is what the details then say; no one else’s changes', async () => {
    const aino = await bank.cookieFor(AINO);
    const mikko = await bank.cookieFor(MIKKO);
    const before = await details(mikko);
    const response = await bank.call({ url: ADDRESS, cookie: aino, body: NEW_ADDRESS });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(await details(aino)).toMatchObject(NEW_ADDRESS);
    expect(await details(mikko)).toEqual(before);
  });

  it('refuses a Finnish postal code that is not five digits, and names each field', async () => {
    const aino = await bank.cookieFor(AINO);
    const response = await bank.call({
      url: ADDRESS,
      cookie: aino,
      body: { ...NEW_ADDRESS, PostalCode: '3310' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState).toEqual({ PostalCode: 'Postinumerossa on viisi numeroa' });
    const empty = await bank.call({
      url: ADDRESS,
      cookie: aino,
      body: { ...NEW_ADDRESS, StreetAddress: '   ' },
    });
    expect(empty.json().ModelState).toEqual({ StreetAddress: 'Tämä tieto tarvitaan' });
    const country = await bank.call({
      url: ADDRESS,
      cookie: aino,
      body: { ...NEW_ADDRESS, Country: 'XX' },
    });
    expect(country.json().ModelState).toEqual({ Country: 'Valitse maa' });
  });

  it('takes a foreign postal code by the foreign rule', async () => {
    const aino = await bank.cookieFor(AINO);
    const response = await bank.call({
      url: ADDRESS,
      cookie: aino,
      body: {
        StreetAddress: 'Storgatan 1',
        PostalCode: '114 55',
        City: 'Stockholm',
        Country: 'se',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ Country: 'SE', PostalCode: '114 55' });
    await bank.call({ url: ADDRESS, cookie: aino, body: NEW_ADDRESS });
  });

  it('is not changed by a view-only person or one whose KYC has expired', async () => {
    for (const person of [PEKKA, LIISA]) {
      const cookie = await bank.cookieFor(person);
      const response = await bank.call({ url: ADDRESS, cookie, body: NEW_ADDRESS });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('the phone number', () => {
  it('is in force only after the code sent by SMS to the new number', async () => {
    const aino = await bank.cookieFor(AINO);
    const before = (await details(aino)).PhoneNumber;
    const id = await startPhoneChange(aino, '040 765 4321');
    expect((await details(aino)).PhoneNumber).toEqual(before);
    const code = await smsCodeTo('+358407654321');
    const wrong = code === '0000' ? '1111' : '0000';
    const refused = await bank.call({
      url: PHONE_COMPLETE,
      cookie: aino,
      body: { VerificationId: id, Code: wrong },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().ModelState.Code).toBe(
      'Koodi on väärä. Tarkista koodi ja yritä uudelleen.',
    );
    const done = await bank.call({
      url: PHONE_COMPLETE,
      cookie: aino,
      body: { VerificationId: id, Code: code },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().PhoneNumber).toEqual({ CountryCode: '+358', Number: '407654321' });
  });

  it('takes each code once', async () => {
    const aino = await bank.cookieFor(AINO);
    const id = await startPhoneChange(aino, '040 111 2222');
    const Code = await smsCodeTo('+358401112222');
    const body = { VerificationId: id, Code };
    expect((await bank.call({ url: PHONE_COMPLETE, cookie: aino, body })).statusCode).toBe(200);
    const again = await bank.call({ url: PHONE_COMPLETE, cookie: aino, body });
    expect(again.statusCode).toBe(422);
    expect(again.json().ModelState.Code).toBe('Koodi ei ole enää voimassa. Pyydä uusi koodi.');
  });

  it('refuses a code after ten minutes', async () => {
    const id = await startPhoneChange(await bank.cookieFor(AINO), '040 333 4444');
    const Code = await smsCodeTo('+358403334444');
    clock.advanceSeconds(10 * 60 + 1);
    const aino = await bank.cookieFor(AINO);
    const late = await bank.call({
      url: PHONE_COMPLETE,
      cookie: aino,
      body: { VerificationId: id, Code },
    });
    expect(late.statusCode).toBe(422);
    expect((await details(aino)).PhoneNumber.Number).not.toBe('403334444');
  });

  it('refuses even the right code after five wrong tries', async () => {
    const aino = await bank.cookieFor(AINO);
    const id = await startPhoneChange(aino, '040 555 6666');
    const Code = await smsCodeTo('+358405556666');
    const wrong = Code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      await bank.call({
        url: PHONE_COMPLETE,
        cookie: aino,
        body: { VerificationId: id, Code: wrong },
      });
    }
    const right = await bank.call({
      url: PHONE_COMPLETE,
      cookie: aino,
      body: { VerificationId: id, Code },
    });
    expect(right.statusCode).toBe(422);
  });

  it('is not put in force by another customer with the code', async () => {
    const id = await startPhoneChange(await bank.cookieFor(AINO), '040 777 8888');
    const Code = await smsCodeTo('+358407778888');
    const mikko = await bank.cookieFor(MIKKO);
    const response = await bank.call({
      url: PHONE_COMPLETE,
      cookie: mikko,
      body: { VerificationId: id, Code },
    });
    expect(response.statusCode).toBe(422);
    expect((await details(mikko)).PhoneNumber?.Number).not.toBe('407778888');
  });

  it('refuses a number outside the spec’s rules with its message', async () => {
    const aino = await bank.cookieFor(AINO);
    const response = await bank.call({
      url: PHONE_START,
      cookie: aino,
      body: { CountryCode: '+358', Number: '12' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState).toEqual({ Number: 'Phone number is to short' });
  });

  it('has the same round trip under verify-phone', async () => {
    const aino = await bank.cookieFor(AINO);
    const id = await startPhoneChange(aino, '040 999 0000', VERIFY_START);
    const Code = await smsCodeTo('+358409990000');
    const done = await bank.call({
      url: VERIFY_COMPLETE,
      cookie: aino,
      body: { VerificationId: id, Code },
    });
    expect(done.json().PhoneNumber.Number).toBe('409990000');
  });
});

describe('the account the bank pays to', () => {
  it('changes only once the customer has confirmed it by strong identification', async () => {
    const aino = await bank.cookieFor(AINO);
    const start = await bank.call({ url: ACCOUNT_START, cookie: aino, body: { Iban: IBAN } });
    expect(start.statusCode, start.body).toBe(200);
    const { SessionId, ApprovalText } = start.json();
    expect(ApprovalText).toContain('FI2112345600000785');
    const early = await bank.call({ url: ACCOUNT_COMPLETE, cookie: aino, body: { SessionId } });
    expect(early.statusCode).toBe(422);
    expect((await details(aino)).BankAccount).not.toBe('FI2112345600000785');

    await confirmFlow(bank, SessionId);
    const mikko = await bank.cookieFor(MIKKO);
    expect(
      (await bank.call({ url: ACCOUNT_COMPLETE, cookie: mikko, body: { SessionId } })).statusCode,
    ).toBe(422);
    const done = await bank.call({ url: ACCOUNT_COMPLETE, cookie: aino, body: { SessionId } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().BankAccount).toBe('FI2112345600000785');
    expect((await details(mikko)).BankAccount).not.toBe('FI2112345600000785');
  });

  it('must be a valid IBAN', async () => {
    const aino = await bank.cookieFor(AINO);
    const response = await bank.call({
      url: ACCOUNT_START,
      cookie: aino,
      body: { Iban: 'FI21 1234 5600 0007 86' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState).toEqual({ Iban: 'Virheellinen tilinumero' });
  });
});

describe('feedback', () => {
  it('is stored for the customer who gave it', async () => {
    const aino = await bank.cookieFor(AINO);
    const response = await bank.call({
      url: FEEDBACK,
      cookie: aino,
      body: { Topic: 'WebBank', Message: ' Hyvä pankki! ', ContactAllowed: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await bank.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, response.json().FeedbackId));
    expect(row).toMatchObject({
      customerId: await customerIdOf(bank, aino),
      message: 'Hyvä pankki!',
      contactAllowed: true,
    });
  });

  it('is at most 2000 characters, and has a topic', async () => {
    const aino = await bank.cookieFor(AINO);
    const long = await bank.call({
      url: FEEDBACK,
      cookie: aino,
      body: { Topic: 'Other', Message: 'a'.repeat(2001), ContactAllowed: false },
    });
    expect(long.json().ModelState).toEqual({ Message: 'Enintään 2000 merkkiä' });
    const topic = await bank.call({
      url: FEEDBACK,
      cookie: aino,
      body: { Topic: 'Weather', Message: 'Hei', ContactAllowed: false },
    });
    expect(topic.json().ModelState).toEqual({ Topic: 'Valitse aihe' });
  });
});

describe('fuzzed payloads', () => {
  it('never get a 500', async () => {
    const aino = await bank.cookieFor(AINO);
    const cases: [string, string[], unknown[]][] = [
      [ADDRESS, Object.keys(NEW_ADDRESS), Object.values(NEW_ADDRESS)],
      [PHONE_START, ['CountryCode', 'Number'], ['+358', '+46', '0401234567']],
      [PHONE_COMPLETE, ['VerificationId', 'Code'], ['1234', crypto.randomUUID()]],
      [ACCOUNT_START, ['Iban'], [IBAN]],
      [ACCOUNT_COMPLETE, ['SessionId'], [crypto.randomUUID()]],
      [FEEDBACK, ['Topic', 'Message', 'ContactAllowed'], ['Other', 'Hei', true]],
    ];
    for (const [url, fields, known] of cases) {
      await expectNoServerError(bank, { url, cookie: aino, fields, known, runs: 30 });
    }
  }, 60_000);
});
