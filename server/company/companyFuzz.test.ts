import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../api/client';
import * as company from '../../api/company';
import * as attachments from '../../api/companyAttachments';
import { callFuzz, callsOf, fieldValues, type ValidBody } from '../testing/callFuzz';
import { companyCookie } from '../testing/companySession';
import { JUKKA } from '../testing/money';
import { EXE, pdfOf, sendForm } from '../testing/multipart';
import { startTestBank, type TestBank } from '../testing/testBank';

/** Every call of the company's own pages. */
const CALLS = [...callsOf(company), ...callsOf(attachments)];

const FIELDS = [
  'StreetAddress',
  'PostalCode',
  'City',
  'Email',
  'PhoneNumber',
  'Subject',
  'Message',
  'Id',
  'File',
  'Name',
];

let bank: TestBank;
let cookie: string;
let fuzz: ReturnType<typeof callFuzz>;
let attachmentId: string;
let validBodies: ValidBody[];

beforeAll(async () => {
  bank = await startTestBank();
  cookie = await companyCookie(bank, JUKKA);
  const sent = await sendForm(bank, attachments.companyAttachmentUpload.path, cookie, {
    File: { name: 'liite.pdf', type: 'application/pdf', content: pdfOf(64) },
  });
  attachmentId = sent.json().Id;
  fuzz = callFuzz(bank, cookie, {
    calls: CALLS,
    fields: FIELDS,
    value: fieldValues({
      ids: [attachmentId],
      numbers: [0, -1, 33100, 1e15],
      dates: ['2026-01-01', '2026-02-30'],
      words: ['Name', 'BusinessId', 'Other', '+358401234567', '33100', 'a@b.fi', 'liite.pdf'],
    }),
  });
  validBodies = [
    [
      company.companyDetailsUpdate,
      () => ({
        StreetAddress: 'Teollisuuskatu 5',
        PostalCode: '33100',
        City: 'Tampere',
        Email: 'toimisto@kuuselarakennus.fi',
        PhoneNumber: '+358401234567',
      }),
    ],
    [company.companyContactRequest, () => ({ Subject: 'Other', Message: 'Hei' })],
    [attachments.companyAttachmentDownload, () => ({ Id: attachmentId })],
  ];
});
afterAll(() => bank.close());

describe('fuzzed company calls', () => {
  it('answer any JSON with a refusal naming the field, never a 500', () => fuzz.randomJson(60));

  it('answer near-valid payloads the same way', () => fuzz.nearlyValid(80));

  it('answer a valid request with one field off the same way', () =>
    fuzz.oneFieldOff(validBodies, 80, {
      200: [validBodies[1]!, 'Subject', 'Name'],
      400: [validBodies[0]!, 'PostalCode', '331'],
      404: [validBodies[2]!, 'Id', '00000000-0000-4000-8000-000000000000'],
    }));

  it('answer fuzzed forms (names, types, contents, extra fields) without a 500', () =>
    fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 300 }),
        fc.constantFrom('application/pdf', 'image/png', '', 'text/plain', 'x/\u0000'),
        fc.oneof(fc.uint8Array({ maxLength: 256 }), fc.constant(EXE), fc.constant(pdfOf(32))),
        fc.dictionary(fc.constantFrom('Note', 'Id', 'File2'), fc.string({ maxLength: 20 }), {
          maxKeys: 2,
        }),
        async (name, type, content, extra) => {
          // A session of its own for each form: the call's minute limit must not answer for the
          // rules. (Each new session of the same person spends the one before.)
          const session = await companyCookie(bank, JUKKA);
          const response = await sendForm(bank, attachments.companyAttachmentUpload.path, session, {
            ...extra,
            File: { name: name.replaceAll('"', ''), type, content },
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          expect(response.statusCode).not.toBe(429);
          if (response.statusCode >= 400) expect(response.json()).toHaveProperty('ModelState');
        },
      ),
      { numRuns: 60 },
    ));

  it('answer a cut or broken form without a 500', async () => {
    // A new session: each new one of the same person spends the one before (the forms above).
    const session = await companyCookie(bank, JUKKA);
    const response = await bank.app.inject({
      method: 'POST',
      url: attachments.companyAttachmentUpload.path,
      headers: {
        cookie: session,
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        'content-type': 'multipart/form-data; boundary=abc',
      },
      payload: '--abc\r\nContent-Disposition: form-data; name="File"; filename="a.pdf"\r\n\r\n%PDF',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState).toEqual({
      body: 'Lomake katkesi kesken. Yritä uudelleen.',
    });
  });
});
