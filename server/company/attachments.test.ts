import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../domain/forms/upload';
import { eq } from 'drizzle-orm';
import { customerRights, customers, users } from '../db/schema';
import { SANNA } from '../testing/cards';
import { companyCookie } from '../testing/companySession';
import { AINO, customerIdOf, JUKKA, MIKKO, PEKKA } from '../testing/money';
import { EXE, pdfOf, sendForm, type FormFile } from '../testing/multipart';
import { startTestBank, type TestBank } from '../testing/testBank';

/** A company's attachments: sent by its users, checked by the bank itself, kept to themselves. */

const LIST = '/api/bank/company-attachments';
const UPLOAD = '/api/bank/company-attachment-upload';
const DOWNLOAD = '/api/bank/company-attachment-download';

let bank: TestBank;
let jukka: string;

beforeAll(async () => {
  bank = await startTestBank();
  jukka = await companyCookie(bank, JUKKA);
});
afterAll(() => bank.close());

const pdf = (name = 'Tilinpäätös 2025.pdf', size = 2048): FormFile => ({
  name,
  type: 'application/pdf',
  content: pdfOf(size),
});

/** A session of a demo person given a right to a company, switched to act for it. */
async function rightTo(personalId: string, role: 'MainUser' | 'ViewOnly', customerId: string) {
  const { db } = bank.database;
  const [user] = await db.select().from(users).where(eq(users.personalId, personalId));
  await db.insert(customerRights).values({ userId: user!.id, customerId, role });
  return companyCookie(bank, personalId);
}

/** Another company, of no one yet. */
async function anotherCompany(): Promise<string> {
  const [company] = await bank.database.db
    .insert(customers)
    .values({ type: 'Company', name: 'Virtanen Design Oy', identityCode: '1572860-0' })
    .returning();
  return company!.id;
}

const refusalOf = async (response: Awaited<ReturnType<typeof sendForm>>) => {
  expect(response.statusCode, response.body).toBe(400);
  return response.json().ModelState;
};

describe('sending an attachment', () => {
  it('keeps a PDF and lists it with its name, size, date and sender', async () => {
    const sent = await sendForm(bank, UPLOAD, jukka, { File: pdf() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      FileName: 'Tilinpäätös 2025.pdf',
      Size: 2048,
      ContentType: 'application/pdf',
      SentBy: 'Jukka Kuusela',
    });
    expect(sent.headers['cache-control']).toBe('no-store');
    const list = (await bank.call({ url: LIST, cookie: jukka })).json();
    expect(list[0]).toEqual(sent.json());
    expect(Date.parse(list[0].SentAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers the document as it was sent, with its name and type', async () => {
    const sent = (await sendForm(bank, UPLOAD, jukka, { File: pdf('Ote.pdf', 100) })).json();
    const document = await bank.call({ url: DOWNLOAD, cookie: jukka, body: { Id: sent.Id } });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toContain("filename*=UTF-8''Ote.pdf");
    expect(document.rawPayload).toEqual(Buffer.from(pdfOf(100)));
  });

  it('refuses a file over 3 MB with the spec’s message, even when the form is bypassed', async () => {
    const tooBig = await sendForm(bank, UPLOAD, jukka, {
      File: pdf('iso.pdf', UPLOAD_MAX_BYTES + 1),
    });
    expect(await refusalOf(tooBig)).toEqual({ File: 'Tiedoston koko on liian suuri' });
    const fourMegabytes = await sendForm(bank, UPLOAD, jukka, {
      File: pdf('iso.pdf', 4 * 1024 * 1024),
    });
    expect(await refusalOf(fourMegabytes)).toEqual({ File: 'Tiedoston koko on liian suuri' });
    const atLimit = await sendForm(bank, UPLOAD, jukka, {
      File: pdf('raja.pdf', UPLOAD_MAX_BYTES),
    });
    expect(atLimit.statusCode).toBe(200);
  });

  it('refuses a program by its name, and by its content when it claims to be a PDF', async () => {
    const exe = { name: 'ohjelma.exe', type: 'application/x-msdownload', content: EXE };
    expect(await refusalOf(await sendForm(bank, UPLOAD, jukka, { File: exe }))).toEqual({
      File: 'Tiedosto on väärässä muodossa',
    });
    const disguised = { name: 'lasku.pdf', type: 'application/pdf', content: EXE };
    expect(await refusalOf(await sendForm(bank, UPLOAD, jukka, { File: disguised }))).toEqual({
      File: 'Tiedosto on väärässä muodossa',
    });
    const empty = { name: 'tyhja.pdf', type: 'application/pdf', content: new Uint8Array() };
    expect(await refusalOf(await sendForm(bank, UPLOAD, jukka, { File: empty }))).toEqual({
      File: 'Tiedosto on väärässä muodossa',
    });
  });

  it('refuses a form without a file, a JSON body, and two files, naming the field', async () => {
    expect(await refusalOf(await sendForm(bank, UPLOAD, jukka, { Note: 'x' }))).toHaveProperty(
      'File',
    );
    const json = await bank.call({ url: UPLOAD, cookie: jukka, body: { File: 'a.pdf' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().ModelState).toHaveProperty('File');
    const two = await sendForm(bank, UPLOAD, jukka, { File: pdf(), Other: pdf('b.pdf') });
    expect(two.statusCode).toBeGreaterThanOrEqual(400);
    expect(two.statusCode).toBeLessThan(500);
    expect(two.json()).toHaveProperty('ModelState');
  });
});

describe('who may see and send', () => {
  it('never shows a company’s documents to another customer: not listed, not found', async () => {
    const sent = (await sendForm(bank, UPLOAD, jukka, { File: pdf('Oma.pdf') })).json();
    // Aino, main user of a company of her own, looks for Kuusela's document from there.
    const aino = await rightTo(AINO, 'MainUser', await anotherCompany());
    const theirs = await bank.call({ url: LIST, cookie: aino });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    const download = await bank.call({ url: DOWNLOAD, cookie: aino, body: { Id: sent.Id } });
    expect(download.statusCode).toBe(404);
    // As a person, and as the company's card holder, the calls are not theirs at all.
    const person = await bank.cookieFor(MIKKO);
    expect((await bank.call({ url: LIST, cookie: person })).statusCode).toBe(403);
    const sanna = await companyCookie(bank, SANNA);
    expect((await bank.call({ url: LIST, cookie: sanna })).statusCode).toBe(403);
    const byHolder = await bank.call({ url: DOWNLOAD, cookie: sanna, body: { Id: sent.Id } });
    expect(byHolder.statusCode).toBe(403);
  });

  it('lets a view-only user list and download but not send', async () => {
    const sent = (await sendForm(bank, UPLOAD, jukka, { File: pdf('Katsottava.pdf') })).json();
    const viewer = await rightTo(PEKKA, 'ViewOnly', await customerIdOf(bank, jukka));
    const list = (await bank.call({ url: LIST, cookie: viewer })).json();
    expect(list.map((item: { Id: string }) => item.Id)).toContain(sent.Id);
    const download = await bank.call({ url: DOWNLOAD, cookie: viewer, body: { Id: sent.Id } });
    expect(download.statusCode).toBe(200);
    const upload = await sendForm(bank, UPLOAD, viewer, { File: pdf() });
    expect(upload.statusCode).toBe(403);
  });

  it('answers another customer’s or an unknown document as not found', async () => {
    const unknown = await bank.call({
      url: DOWNLOAD,
      cookie: jukka,
      body: { Id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().ModelState).toEqual({ Id: 'Liitettä ei löytynyt.' });
  });
});
