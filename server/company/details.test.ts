import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyContactRequests } from '../db/schema';
import { companyCookie } from '../testing/companySession';
import { AINO, customerIdOf, JUKKA } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** A company's details: read by its users, contact details changed, other changes requested. */

const DETAILS = '/api/bank/company-details';
const UPDATE = '/api/bank/company-details-update';
const REQUEST = '/api/bank/company-contact-request';

let bank: TestBank;
let jukka: string;

beforeAll(async () => {
  bank = await startTestBank();
  jukka = await companyCookie(bank, JUKKA);
});
afterAll(() => bank.close());

const contact = (changes: Record<string, unknown> = {}) => ({
  StreetAddress: 'Teollisuuskatu 5 B',
  PostalCode: '33100',
  City: 'Tampere',
  Email: 'toimisto@kuuselarakennus.fi',
  PhoneNumber: '+358 40 765 4321',
  ...changes,
});

describe('the company’s details', () => {
  it('answers the name, business ID and contact details, by GET and by POST alike', async () => {
    const byGet = await bank.call({ method: 'GET', url: DETAILS, cookie: jukka });
    expect(byGet.statusCode).toBe(200);
    expect(byGet.headers['cache-control']).toBe('no-store');
    expect(byGet.json()).toMatchObject({ Name: 'Kuusela Rakennus Oy' });
    expect(byGet.json().BusinessId).toMatch(/^\d{7}-\d$/);
    const byPost = await bank.call({ url: DETAILS, cookie: jukka });
    expect(byPost.json()).toEqual(byGet.json());
  });

  it('changes the contact details, keeping the phone number without spaces', async () => {
    const updated = await bank.call({ url: UPDATE, cookie: jukka, body: contact() });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      StreetAddress: 'Teollisuuskatu 5 B',
      PostalCode: '33100',
      City: 'Tampere',
      Email: 'toimisto@kuuselarakennus.fi',
      PhoneNumber: { CountryCode: '+358', Number: '407654321' },
    });
    const read = await bank.call({ method: 'GET', url: DETAILS, cookie: jukka });
    expect(read.json()).toEqual(updated.json());
  });

  it('refuses bad contact details field by field, even when the form is bypassed', async () => {
    const refused = async (body: unknown) => {
      const response = await bank.call({ url: UPDATE, cookie: jukka, body });
      expect(response.statusCode).toBe(400);
      return response.json().ModelState;
    };
    expect(await refused(contact({ PhoneNumber: '+358 12' }))).toEqual({
      PhoneNumber: 'Phone number is to short',
    });
    expect(await refused(contact({ Email: 'toimisto@' }))).toEqual({
      Email: 'Virheellinen sähköpostiosoite',
    });
    expect(await refused(contact({ PostalCode: '3310' }))).toEqual({
      PostalCode: 'Postinumerossa on viisi numeroa',
    });
    expect(await refused(contact({ Name: 'Uusi Nimi Oy' }))).toHaveProperty('body');
  });

  it('is the company’s own: a person is refused, and another customer’s details are never read', async () => {
    const aino = await bank.cookieFor(AINO);
    expect((await bank.call({ method: 'GET', url: DETAILS, cookie: aino })).statusCode).toBe(403);
    expect((await bank.call({ url: UPDATE, cookie: aino, body: contact() })).statusCode).toBe(403);
  });
});

describe('a request to the bank', () => {
  it('keeps the request for the bank, in the company’s name', async () => {
    const sent = await bank.call({
      url: REQUEST,
      cookie: jukka,
      body: { Subject: 'Name', Message: 'Uusi nimi: Kuusela Rakennus ja Remontti Oy' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ Subject: 'Name' });
    const [kept] = await bank.database.db
      .select()
      .from(companyContactRequests)
      .where(eq(companyContactRequests.id, sent.json().Id));
    expect(kept).toMatchObject({
      customerId: await customerIdOf(bank, jukka),
      subject: 'Name',
      message: 'Uusi nimi: Kuusela Rakennus ja Remontti Oy',
    });
  });

  it('refuses an unknown subject and an empty message', async () => {
    const response = await bank.call({
      url: REQUEST,
      cookie: jukka,
      body: { Subject: 'Money', Message: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState).toHaveProperty('Subject');
  });
});
