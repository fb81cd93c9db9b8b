import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankDayIso } from '../services/bankDay';
import { expectNoServerError } from '../testing/fuzz';
import { AINO, customerIdOf, fund, openAccount } from '../testing/money';
import { confirmFlow, draftFor } from '../testing/payments';
import { startTestBank, type TestBank } from '../testing/testBank';

/** The sandbox clock: moved by a call in a sandbox, absent from any other bank. */

const CLOCK = '/api/bank/sandbox-clock';
const ADVANCE = '/api/bank/sandbox-clock-advance';
const RESET = '/api/bank/sandbox-clock-reset';
const HOUR_MS = 3_600_000;

describe('a bank without SANDBOX_CLOCK', () => {
  let bank: TestBank;
  beforeAll(async () => {
    bank = await startTestBank();
  });
  afterAll(() => bank.close());

  it('has no clock to move: its calls are unknown addresses, even with a session', async () => {
    const aino = await bank.cookieFor(AINO);
    for (const [method, url] of [
      ['GET', CLOCK],
      ['POST', ADVANCE],
      ['POST', RESET],
    ] as const) {
      const response = await bank.call({ method, url, cookie: aino, body: { Hours: 24 } });
      expect(response.statusCode, url).toBe(404);
    }
    expect([...bank.app.servedCalls].filter((call) => call.includes('sandbox-clock'))).toEqual([]);
  });

  it('does not publish them in its contract', async () => {
    const contract = await bank.call({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(contract.json().paths).filter((path) => path.includes('clock'))).toEqual([]);
  });
});

describe('a sandbox with SANDBOX_CLOCK=true', () => {
  let bank: TestBank;
  beforeAll(async () => {
    bank = await startTestBank({ SANDBOX_CLOCK: 'true' });
  });
  afterAll(() => bank.close());

  const advance = (cookie: string, body: unknown) => bank.call({ url: ADVANCE, cookie, body });

  it('moves the clock only for someone identified', async () => {
    expect((await bank.call({ method: 'GET', url: CLOCK })).statusCode).toBe(401);
    expect((await bank.call({ url: ADVANCE, body: { Hours: 1 } })).statusCode).toBe(401);
    expect((await bank.call({ url: RESET })).statusCode).toBe(401);
  });

  it('publishes its calls in the contract', async () => {
    const contract = await bank.call({ method: 'GET', url: '/api/openapi.json' });
    expect(contract.json().paths).toHaveProperty([ADVANCE]);
  });

  it('refuses a move backwards, of nothing or over a year, naming Hours', async () => {
    const aino = await bank.cookieFor(AINO);
    for (const Hours of [-1, 0, 366 * 24 + 1, 'tomorrow']) {
      const response = await advance(aino, { Hours });
      expect(response.statusCode, String(Hours)).toBe(400);
      expect(Object.keys(response.json().ModelState)).toEqual(['Hours']);
    }
    const state = (await bank.call({ method: 'GET', url: CLOCK, cookie: aino })).json();
    expect(state.AheadHours).toBe(0);
  });

  it('a pending limit is in force once the clock is moved 24 hours, and payments obey it', async () => {
    const aino = await bank.cookieFor(AINO);
    const prepared = await bank.call({
      url: '/api/payments/consumer-payment-controls-ftn-start',
      cookie: aino,
      body: {
        InstantPaymentLimits: {
          MaxPaymentAmount: 2_000,
          DailyUsageLimit: 5_000,
          MonthlyUsageLimit: 15_000,
        },
        SecurityControls: {
          DailyUsageLimit: 100,
          MonthlyUsageLimit: 20_000,
          IsSepaCrossborderPaymentsEnabled: true,
          IsCrossborderChannelUsageEnabled: true,
        },
      },
    });
    expect(prepared.statusCode, prepared.body).toBe(200);
    await confirmFlow(bank, prepared.json().SessionId);
    const controls = async (cookie: string) =>
      (await bank.call({ url: '/api/payments/get-consumer-payment-controls', cookie })).json();
    expect((await controls(aino)).PendingSecurityControls).toMatchObject({ DailyUsageLimit: 100 });

    const before = Date.now();
    const moved = await advance(aino, { Hours: 24 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().AheadHours).toBe(24);
    expect(Date.parse(moved.json().Now) - before).toBeGreaterThanOrEqual(24 * HOUR_MS);

    // A day later the session of yesterday has ended, as any would have.
    expect((await bank.call({ url: '/api/auth/ping', cookie: aino })).statusCode).toBe(401);
    const later = await bank.cookieFor(AINO);
    const inForce = await controls(later);
    expect(inForce.EffectiveSecurityControls.DailyUsageLimit).toBe(100);
    expect(inForce.PendingSecurityControls).toBeNull();

    const source = await openAccount(bank.database.db, await customerIdOf(bank, later));
    await fund(bank.database.db, source.id, 1_000_00);
    const over = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie: later,
      body: draftFor(source.id, { PaymentAmount: 200, DueDate: bankDayIso(bank.app.now()) }),
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().ModelState.PaymentAmount).toMatch(/päivittäisen maksurajasi 100,00/);
  });

  it('goes back to the real time on reset', async () => {
    const cookie = await bank.cookieFor(AINO);
    const reset = await bank.call({ url: RESET, cookie });
    expect(reset.json().AheadHours).toBe(0);
    expect(Math.abs(Date.parse(reset.json().Now) - Date.now())).toBeLessThan(60_000);
    expect(bank.app.now().getTime() - Date.now()).toBeLessThan(60_000);
  });

  it('never answers a fuzzed move with a 500', async () => {
    const cookie = await bank.cookieFor(AINO);
    await expectNoServerError(bank, { url: RESET, cookie, fields: ['Hours'], runs: 10 });
    await expectNoServerError(bank, {
      url: ADVANCE,
      cookie,
      fields: ['Hours'],
      known: [0.25, 1],
      runs: 30,
    });
  });
});
