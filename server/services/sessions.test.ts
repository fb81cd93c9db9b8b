import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { movableClock } from '../testing/clock';
import { AINO } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';
import { ACTIVITY_RECORDED_EVERY_SECONDS, hashToken } from './sessions';

const clock = movableClock();
let bank: TestBank;

beforeAll(async () => {
  bank = await startTestBank({ SESSION_IDLE_SECONDS: '300' }, { now: clock.now });
});
afterAll(() => bank.close());

const read = (cookie: string) => bank.call({ method: 'GET', url: '/api/bank/customer', cookie });
const status = async (cookie: string) =>
  (await bank.call({ method: 'GET', url: '/api/auth/session-status', cookie })).json().status;

async function recordedActivity(cookie: string): Promise<Date> {
  const [row] = await bank.database.db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(cookie.split('=')[1]!)));
  return row!.lastSeenAt;
}

describe('a session’s activity', () => {
  it('is written once for two reads a few seconds apart, and again once the few seconds are over', async () => {
    const cookie = await bank.cookieFor(AINO);
    clock.advanceSeconds(ACTIVITY_RECORDED_EVERY_SECONDS + 1);
    expect((await read(cookie)).statusCode).toBe(200);
    const first = clock.now();
    expect(await recordedActivity(cookie)).toEqual(first);

    clock.advanceSeconds(2);
    expect((await read(cookie)).statusCode).toBe(200);
    expect(await recordedActivity(cookie)).toEqual(first);

    clock.advanceSeconds(ACTIVITY_RECORDED_EVERY_SECONDS);
    expect((await read(cookie)).statusCode).toBe(200);
    expect(await recordedActivity(cookie)).toEqual(clock.now());
  });

  it('keeps the session five minutes from the last recorded activity, and ends it then', async () => {
    const cookie = await bank.cookieFor(AINO);
    clock.advanceSeconds(60);
    expect((await read(cookie)).statusCode).toBe(200);
    clock.advanceSeconds(2);
    expect((await read(cookie)).statusCode).toBe(200);

    clock.advanceSeconds(297);
    expect(await status(cookie)).toBe('active');
    clock.advanceSeconds(1);
    expect(await status(cookie)).toBe('timeout');
    expect((await read(cookie)).statusCode).toBe(401);
  });
});
