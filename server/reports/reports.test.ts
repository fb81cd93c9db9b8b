import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../domain/dates/dates';
import { internalAccountId, postBooking } from '../ledger/ledger';
import { bankDay, bankDayIso } from '../services/bankDay';
import { AINO, customerIdOf, MIKKO, openAccount } from '../testing/money';
import { pdfTextRuns } from '../testing/pdfText';
import { startTestBank, type TestBank } from '../testing/testBank';

/** Account statements: PDF and CSV of the customer's own account for a period, and nothing else. */

const TYPES = '/api/bank/get-report-types';
const EXECUTE = '/api/bank/execute-report';
const today = bankDayIso(new Date());
const daysAgo = (days: number) => toIsoDate(subDays(bankDay(new Date()), days));

let bank: TestBank;
let aino: string;
let account: { id: string; iban: string };

/** A booking on the test account from another bank, `days` ago. */
async function book(days: number, amount: number, fields: Record<string, string | null> = {}) {
  const customerId = await customerIdOf(bank, aino);
  await bank.database.db.transaction(async (tx) =>
    postBooking(tx, {
      kind: 'testFunding',
      valueDate: daysAgo(days),
      customerId,
      legs: [
        { accountId: account.id, amount, transactionType: 'Transfer', ...fields },
        {
          accountId: await internalAccountId(tx, 'clearing'),
          amount: -amount,
          transactionType: 'Transfer',
        },
      ],
    }),
  );
}

beforeAll(async () => {
  bank = await startTestBank();
  aino = await bank.cookieFor(AINO);
  account = await openAccount(bank.database.db, await customerIdOf(bank, aino));
  await book(40, 200_000, { counterpartyName: 'Työnantaja Oy', message: 'Palkka' });
  await book(10, -12_345, {
    counterpartyName: 'Vuokranantaja; Koti "Oy"',
    message: '=HYPERLINK("x")',
    reference: '13',
  });
  await book(3, -550, { counterpartyName: 'Kahvila Åström', message: 'Kahvi ja pulla' });
});
afterAll(() => bank.close());

const statement = (
  body: Record<string, unknown>,
  cookie = aino,
  headers?: Record<string, string>,
) =>
  bank.call({
    url: EXECUTE,
    cookie,
    body: { ReportType: 'AccountStatement', accountId: account.id, Format: 'CSV', ...body },
    ...(headers ? { headers } : {}),
  });

describe('the report types', () => {
  it('are the account statement, as PDF or CSV, for at most 24 months', async () => {
    const response = await bank.call({ url: TYPES, cookie: aino });
    expect(response.json()).toEqual([
      { ReportType: 'AccountStatement', Formats: ['PDF', 'CSV'], MaxPeriodMonths: 24 },
    ]);
  });
});

describe('an account statement as CSV', () => {
  it('is a download Excel opens: BOM, semicolons, decimal commas, oldest first', async () => {
    const response = await statement({ start: daysAgo(30), end: today });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tiliote-${daysAgo(30)}-${today}.csv"`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines).toEqual([
      'Kirjauspäivä;Määrä;Saaja/Maksaja;Tapahtuma;Viite;Viesti',
      `${formatDay(daysAgo(10))};-123,45;"Vuokranantaja; Koti ""Oy""";Oma siirto;13;"'=HYPERLINK(""x"")"`,
      `${formatDay(daysAgo(3))};-5,50;Kahvila Åström;Oma siirto;;Kahvi ja pulla`,
      '',
    ]);
  });

  it('has only its header when nothing was booked in the period', async () => {
    const response = await statement({ start: daysAgo(60), end: daysAgo(50) });
    expect(response.rawPayload.toString('utf8')).toBe(
      '\uFEFFKirjauspäivä;Määrä;Saaja/Maksaja;Tapahtuma;Viite;Viesti\r\n',
    );
  });

  it('speaks the customer’s language', async () => {
    const response = await statement({ start: daysAgo(30), end: today }, aino, {
      'accept-language': 'en',
    });
    expect(response.headers['content-disposition']).toContain('statement-');
    expect(response.rawPayload.toString('utf8')).toContain('Booking date;Amount;Payee/Payer');
  });
});

describe('an account statement as PDF', () => {
  it('shows the account, the period, opening and closing balance and every transaction', async () => {
    const response = await statement({ start: daysAgo(30), end: today, Format: 'PDF' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tiliote-${daysAgo(30)}-${today}.pdf"`,
    );
    const document = await PDFDocument.load(response.rawPayload);
    expect(document.getTitle()).toBe('Tiliote');
    const text = pdfTextRuns(response.rawPayload).join('\n');
    for (const expected of [
      'Tiliote',
      'Aino Virtanen',
      `Alkusaldo ${formatDay(daysAgo(31))}`,
      '2 000,00 €',
      `Loppusaldo ${formatDay(today)}`,
      '1 871,05 €',
      'Kahvila Åström',
      '-5,50 €',
      'Kahvi ja pulla',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Palkka');
  });

  it('runs over as many pages as its transactions need', async () => {
    const busy = await openAccount(bank.database.db, await customerIdOf(bank, aino));
    const previous = account;
    account = busy;
    for (let index = 0; index < 70; index += 1)
      await book(5, 100, { counterpartyName: `Kauppa ${index}` });
    const response = await statement({ start: daysAgo(7), end: today, Format: 'PDF' });
    account = previous;
    const document = await PDFDocument.load(response.rawPayload);
    expect(document.getPageCount()).toBeGreaterThan(1);
    const text = pdfTextRuns(response.rawPayload).join('\n');
    expect(text).toContain('Kauppa 0');
    expect(text).toContain('Kauppa 69');
  });
});

describe('a statement’s period and account', () => {
  it.each([
    [
      { start: daysAgo(1), end: daysAgo(2) },
      'end',
      'Päättymispäivä ei voi olla ennen alkamispäivää.',
    ],
    [
      { start: today, end: toIsoDate(subDays(bankDay(new Date()), -1)) },
      'end',
      'Päättymispäivä ei voi olla tulevaisuudessa.',
    ],
    [
      { start: toIsoDate(subDays(subMonths(bankDay(new Date()), 24), 1)), end: today },
      'start',
      'Tiliote voi kattaa enintään 24 kuukautta.',
    ],
    [{ start: '2026-02-30', end: today }, 'start', expect.any(String)],
    [
      { start: daysAgo(3), end: today, Format: 'XLS' },
      'Format',
      'Valitse tiedostomuoto: PDF tai CSV.',
    ],
  ])('are refused with a clear message on the field: %j', async (body, field, text) => {
    const response = await statement(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState).toEqual({ [field]: text });
  });

  it('is the session customer’s own: another customer’s account is not found', async () => {
    const mikko = await bank.cookieFor(MIKKO);
    const response = await statement({ start: daysAgo(30), end: today }, mikko);
    expect(response.statusCode).toBe(404);
    expect(response.json().ModelState).toHaveProperty('accountId');
  });

  it('needs a session', async () => {
    const response = await bank.call({
      url: EXECUTE,
      body: {
        ReportType: 'AccountStatement',
        accountId: account.id,
        start: today,
        end: today,
        Format: 'CSV',
      },
    });
    expect(response.statusCode).toBe(401);
  });
});

function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
