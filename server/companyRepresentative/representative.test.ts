import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCookie } from '../testing/companySession';
import { expectNoServerError } from '../testing/fuzz';
import { AINO, JUKKA, PEKKA } from '../testing/money';
import { SANNA } from '../testing/cards';
import { startTestBank, type TestBank } from '../testing/testBank';

/** The company's contact person, seen and named by its users, and its authorised persons. */

let bank: TestBank;
let jukka: string;

beforeAll(async () => {
  bank = await startTestBank();
  jukka = await companyCookie(bank, JUKKA);
});
afterAll(() => bank.close());

const CONTACT = '/api/bank/company-contact-person';
const UPDATE = '/api/bank/company-contact-person-update';
const AUTHORIZED = '/api/bank/get-authorized-customers';

const PERSON = {
  FirstName: 'Teemu',
  LastName: 'Laaksonen',
  Email: 'teemu@kuuselarakennus.fi',
  PhoneNumber: '+358 50 123 4567',
};

const contactOf = async (cookie: string) => bank.call({ method: 'GET', url: CONTACT, cookie });

describe('the contact person', () => {
  it('is the seed’s main user until the company names another, which is then what it reads', async () => {
    const before = await contactOf(jukka);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toContain('no-store');
    expect(before.json()).toMatchObject({ FirstName: 'Jukka', LastName: 'Kuusela' });
    const named = await bank.call({ url: UPDATE, cookie: jukka, body: PERSON });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toEqual({
      FirstName: 'Teemu',
      LastName: 'Laaksonen',
      Email: 'teemu@kuuselarakennus.fi',
      PhoneNumber: { CountryCode: '+358', Number: '501234567' },
    });
    expect((await contactOf(jukka)).json()).toEqual(named.json());
  });

  it('names the wrong field', async () => {
    const response = await bank.call({
      url: UPDATE,
      cookie: jukka,
      body: { ...PERSON, Email: 'teemu' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().ModelState)).toEqual(['Email']);
    const extra = await bank.call({ url: UPDATE, cookie: jukka, body: { ...PERSON, Role: 'x' } });
    expect(extra.statusCode).toBe(400);
  });

  it('is a company’s: a person is refused, and a card holder neither reads nor names it', async () => {
    const aino = await bank.cookieFor(AINO);
    expect((await contactOf(aino)).statusCode).toBe(403);
    expect((await bank.call({ url: UPDATE, cookie: aino, body: PERSON })).statusCode).toBe(403);
    const sanna = await companyCookie(bank, SANNA);
    expect((await contactOf(sanna)).statusCode).toBe(403);
    expect((await bank.call({ url: UPDATE, cookie: sanna, body: PERSON })).statusCode).toBe(403);
    expect((await bank.call({ url: AUTHORIZED, cookie: sanna })).statusCode).toBe(403);
  });
});

describe('the authorised persons', () => {
  it('are the company’s users and their rights, the main user first', async () => {
    const response = await bank.call({ url: AUTHORIZED, cookie: jukka });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toEqual([
      {
        FirstName: 'Jukka',
        LastName: 'Kuusela',
        Role: 'MainUser',
        Representation: 'Toimitusjohtaja',
      },
      { FirstName: 'Sanna', LastName: 'Heikkinen', Role: 'CardHolder', Representation: null },
    ]);
  });

  it('are not told to a person, nor without a session', async () => {
    expect(
      (await bank.call({ url: AUTHORIZED, cookie: await bank.cookieFor(PEKKA) })).statusCode,
    ).toBe(403);
    expect((await bank.call({ url: AUTHORIZED })).statusCode).toBe(401);
  });
});

describe('fuzzed payloads', () => {
  it('never get a 500', async () => {
    await expectNoServerError(bank, {
      url: UPDATE,
      cookie: jukka,
      fields: Object.keys(PERSON),
      known: Object.values(PERSON),
      runs: 40,
    });
    await expectNoServerError(bank, { url: AUTHORIZED, cookie: jukka, fields: ['x'], runs: 10 });
  }, 60_000);
});
