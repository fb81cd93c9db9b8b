import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankDayIso } from '../services/bankDay';
import { movableClock } from '../testing/clock';
import { companyCookie } from '../testing/companySession';
import { expectNoServerError } from '../testing/fuzz';
import { AINO, customerIdOf, fund, JUKKA, MIKKO, openAccount } from '../testing/money';
import { confirmFlow, draftFor } from '../testing/payments';
import { startTestBank, type TestBank } from '../testing/testBank';

/** Security limits ('Turvarajat'): read, changed by strong identification, in force in time. */

const clock = movableClock();
let bank: TestBank;

beforeAll(async () => {
  bank = await startTestBank({}, { now: clock.now });
});
afterAll(() => bank.close());

const PERSON = '/api/payments/get-consumer-payment-controls';
const PERSON_SAVE = '/api/payments/consumer-payment-controls-ftn-start';
const COMPANY = '/api/payments/get-company-payment-controls';
const COMPANY_SAVE = '/api/payments/company-payment-controls-ftn-start';
const PERSON_COMPLETE = '/api/payments/consumer-payment-controls-ftn-complete';
const COMPANY_COMPLETE = '/api/payments/company-payment-controls-ftn-complete';

/** A save as the form sends it, in euros: the seeded person's limits unless overridden. */
const change = (
  instant: Record<string, unknown> = {},
  all: Record<string, unknown> = {},
): Record<string, unknown> => ({
  InstantPaymentLimits: {
    MaxPaymentAmount: 2_000,
    DailyUsageLimit: 5_000,
    MonthlyUsageLimit: 15_000,
    ...instant,
  },
  SecurityControls: {
    DailyUsageLimit: 5_000,
    MonthlyUsageLimit: 20_000,
    IsSepaCrossborderPaymentsEnabled: true,
    IsCrossborderChannelUsageEnabled: true,
    ...all,
  },
});

const controlsOf = async (cookie: string, url = PERSON) =>
  (await bank.call({ url, cookie })).json();

async function saveConfirmed(cookie: string, body: unknown, url = PERSON_SAVE) {
  const prepared = await bank.call({ url, cookie, body });
  expect(prepared.statusCode, prepared.body).toBe(200);
  await confirmFlow(bank, prepared.json().SessionId);
  return prepared.json();
}

describe('a person’s security limits', () => {
  it('answers the limits in force, with nothing pending', async () => {
    const aino = await bank.cookieFor(AINO);
    expect(await controlsOf(aino)).toEqual({
      InstantPaymentLimits: {
        MaxPaymentAmount: 2000,
        DailyUsageLimit: 5000,
        MonthlyUsageLimit: 15000,
      },
      EffectiveSecurityControls: {
        DailyUsageLimit: 5000,
        MonthlyUsageLimit: 20000,
        IsCrossborderChannelUsageEnabled: true,
        IsSepaCrossborderPaymentsEnabled: true,
      },
      PendingSecurityControls: null,
    });
  });

  it('refuses limits out of order or under 0,01 €, even when the form is bypassed', async () => {
    const aino = await bank.cookieFor(AINO);
    const refused = async (body: unknown) => {
      const response = await bank.call({ url: PERSON_SAVE, cookie: aino, body });
      expect(response.statusCode).toBe(400);
      return response.json().ModelState;
    };
    expect(await refused(change({ MaxPaymentAmount: 5_000.01 }))).toEqual({
      'InstantPaymentLimits.MaxPaymentAmount':
        'Yksittäisen maksun enimmäismäärän tulee olla alle päivittäisen (5\u00a0000,00\u00a0€)',
    });
    expect(await refused(change({}, { DailyUsageLimit: 30_000 }))).toEqual({
      'SecurityControls.DailyUsageLimit':
        'Päiväkohtaisen enimmäismäärän tulee olla alle kuukausikohtaisen (20\u00a0000,00\u00a0€)',
    });
    expect(await refused(change({ MonthlyUsageLimit: 0 }))).toHaveProperty([
      'InstantPaymentLimits.MonthlyUsageLimit',
    ]);
    expect(await refused(change({}, { IsSepaCrossborderPaymentsEnabled: 'no' }))).toHaveProperty([
      'SecurityControls.IsSepaCrossborderPaymentsEnabled',
    ]);
  });

  it('changes nothing until the change is confirmed', async () => {
    const aino = await bank.cookieFor(AINO);
    const prepared = await bank.call({
      url: PERSON_SAVE,
      cookie: aino,
      body: change({ MaxPaymentAmount: 100 }),
    });
    expect(prepared.json().ApprovalText).toMatch(
      /^Turvarajojen muutos: .*pikamaksu enintään 100,00/,
    );
    expect((await controlsOf(aino)).InstantPaymentLimits.MaxPaymentAmount).toBe(2000);
  });

  it('applies instant limits at once, the rest after 24 hours, and payments obey them', async () => {
    const aino = await bank.cookieFor(AINO);
    await saveConfirmed(
      aino,
      change(
        { MaxPaymentAmount: 3_000 },
        { DailyUsageLimit: 100, IsSepaCrossborderPaymentsEnabled: false },
      ),
    );
    const saved = await controlsOf(aino);
    expect(saved.InstantPaymentLimits.MaxPaymentAmount).toBe(3000);
    expect(saved.EffectiveSecurityControls.DailyUsageLimit).toBe(5000);
    expect(saved.PendingSecurityControls).toEqual({
      DailyUsageLimit: 100,
      MonthlyUsageLimit: 20000,
      IsCrossborderChannelUsageEnabled: true,
      IsSepaCrossborderPaymentsEnabled: false,
    });

    const source = await openAccount(bank.database.db, await customerIdOf(bank, aino));
    await fund(bank.database.db, source.id, 10_000_00);
    const payment = async (cookie: string, euros: number) =>
      bank.call({
        url: '/api/bank/sepa-payment-init',
        cookie,
        body: draftFor(source.id, { PaymentAmount: euros, DueDate: bankDayIso(clock.now()) }),
      });
    expect((await payment(aino, 200)).statusCode).toBe(200);

    clock.advanceSeconds(23 * 3600);
    const almost = await bank.cookieFor(AINO);
    expect((await controlsOf(almost)).EffectiveSecurityControls.DailyUsageLimit).toBe(5000);

    clock.advanceSeconds(3600);
    const later = await bank.cookieFor(AINO);
    const inForce = await controlsOf(later);
    expect(inForce.EffectiveSecurityControls).toMatchObject({
      DailyUsageLimit: 100,
      IsSepaCrossborderPaymentsEnabled: false,
    });
    expect(inForce.PendingSecurityControls).toBeNull();
    const over = await payment(later, 200);
    expect(over.statusCode).toBe(422);
    expect(over.json().ModelState.PaymentAmount).toMatch(/päivittäisen maksurajasi 100,00/);
  });

  it('keeps nothing pending when the all-transfer values are those in force', async () => {
    const aino = await bank.cookieFor(AINO);
    const { EffectiveSecurityControls: all } = await controlsOf(aino);
    await saveConfirmed(aino, change({ DailyUsageLimit: 4_000 }, all));
    const saved = await controlsOf(aino);
    expect(saved.InstantPaymentLimits.DailyUsageLimit).toBe(4000);
    expect(saved.PendingSecurityControls).toBeNull();
  });
});

describe('saving again while a change waits', () => {
  it('keeps the waiting change’s time when its values are saved again with new instant limits', async () => {
    const mikko = await bank.cookieFor(MIKKO);
    const waiting = { DailyUsageLimit: 300 };
    await saveConfirmed(mikko, change({}, waiting));
    clock.advanceSeconds(12 * 3600);
    const later = await bank.cookieFor(MIKKO);
    await saveConfirmed(later, change({ MaxPaymentAmount: 50 }, waiting));
    clock.advanceSeconds(12 * 3600);
    const inForce = await controlsOf(await bank.cookieFor(MIKKO));
    expect(inForce.EffectiveSecurityControls.DailyUsageLimit).toBe(300);
    expect(inForce.InstantPaymentLimits.MaxPaymentAmount).toBe(50);
    expect(inForce.PendingSecurityControls).toBeNull();
  });

  it('starts the 24 hours again for other values, and drops the waiting change for those in force', async () => {
    const mikko = await bank.cookieFor(MIKKO);
    await saveConfirmed(mikko, change({ MaxPaymentAmount: 50 }, { DailyUsageLimit: 400 }));
    clock.advanceSeconds(12 * 3600);
    const later = await bank.cookieFor(MIKKO);
    await saveConfirmed(later, change({ MaxPaymentAmount: 50 }, { DailyUsageLimit: 500 }));
    clock.advanceSeconds(12 * 3600);
    const still = await controlsOf(await bank.cookieFor(MIKKO));
    expect(still.EffectiveSecurityControls.DailyUsageLimit).toBe(300);
    expect(still.PendingSecurityControls).toMatchObject({ DailyUsageLimit: 500 });

    await saveConfirmed(
      await bank.cookieFor(MIKKO),
      change({ MaxPaymentAmount: 50 }, { DailyUsageLimit: 300 }),
    );
    expect((await controlsOf(await bank.cookieFor(MIKKO))).PendingSecurityControls).toBeNull();
  });
});

describe('whose limits', () => {
  it('shows each customer only their own limits, and a company only by the company’s call', async () => {
    const mikko = await bank.cookieFor(MIKKO);
    await saveConfirmed(mikko, change({ MaxPaymentAmount: 1_234 }));
    const aino = await bank.cookieFor(AINO);
    expect((await controlsOf(aino)).InstantPaymentLimits.MaxPaymentAmount).not.toBe(1234);
    expect((await controlsOf(mikko)).InstantPaymentLimits.MaxPaymentAmount).toBe(1234);

    const company = await companyCookie(bank, JUKKA);
    const companys = await controlsOf(company, COMPANY);
    expect(companys.InstantPaymentLimits.MaxPaymentAmount).toBe(10000);
    expect((await bank.call({ url: PERSON, cookie: company })).statusCode).toBe(403);
    expect((await bank.call({ url: COMPANY, cookie: aino })).statusCode).toBe(403);
    expect((await bank.call({ url: PERSON })).statusCode).toBe(401);
  });

  it('a company’s change is confirmed as the company’s', async () => {
    const company = await companyCookie(bank, JUKKA);
    const body = change(
      { MaxPaymentAmount: 9_000, DailyUsageLimit: 30_000, MonthlyUsageLimit: 100_000 },
      { DailyUsageLimit: 40_000, MonthlyUsageLimit: 250_000 },
    );
    await saveConfirmed(company, body, COMPANY_SAVE);
    const saved = await controlsOf(company, COMPANY);
    expect(saved.InstantPaymentLimits.MaxPaymentAmount).toBe(9000);
    expect(saved.PendingSecurityControls).toMatchObject({ DailyUsageLimit: 40000 });
  });
});

describe('completing a change', () => {
  const complete = (cookie: string, SessionId: unknown, url = PERSON_COMPLETE) =>
    bank.call({ url, cookie, body: { SessionId } });

  it('answers the limits after a confirmed change, and refuses one not confirmed', async () => {
    const aino = await bank.cookieFor(AINO);
    const waiting = await bank.call({
      url: PERSON_SAVE,
      cookie: aino,
      body: change({ MaxPaymentAmount: 77 }),
    });
    const notYet = await complete(aino, waiting.json().SessionId);
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json().ModelState).toEqual({ SessionId: 'Muutosta ei ole vahvistettu.' });

    const { SessionId } = await saveConfirmed(aino, change({ MaxPaymentAmount: 88 }));
    const done = await complete(aino, SessionId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().InstantPaymentLimits.MaxPaymentAmount).toBe(88);
    expect((await complete(aino, SessionId)).statusCode).toBe(200);
  });

  it('refuses another customer’s change alike, and a company’s by the person’s call', async () => {
    const aino = await bank.cookieFor(AINO);
    const { SessionId } = await saveConfirmed(aino, change({ MaxPaymentAmount: 99 }));
    const mikko = await bank.cookieFor(MIKKO);
    expect((await complete(mikko, SessionId)).statusCode).toBe(422);
    expect((await complete(aino, 'not-a-session')).json().ModelState).toHaveProperty('SessionId');

    const company = await companyCookie(bank, JUKKA);
    const companys = await saveConfirmed(company, change(), COMPANY_SAVE);
    expect((await complete(company, companys.SessionId)).statusCode).toBe(403);
    expect((await complete(company, companys.SessionId, COMPANY_COMPLETE)).statusCode).toBe(200);
    expect((await complete(company, SessionId, COMPANY_COMPLETE)).statusCode).toBe(422);
  });
});

describe('fuzzed payloads', () => {
  it('never get a 500', async () => {
    const aino = await bank.cookieFor(AINO);
    for (const url of [PERSON, PERSON_SAVE]) {
      await expectNoServerError(bank, {
        url,
        cookie: aino,
        fields: ['InstantPaymentLimits', 'SecurityControls'],
        known: [change().InstantPaymentLimits, change().SecurityControls],
        runs: 40,
      });
    }
    await expectNoServerError(bank, {
      url: PERSON_COMPLETE,
      cookie: aino,
      fields: ['SessionId'],
      runs: 40,
    });
  });
});
