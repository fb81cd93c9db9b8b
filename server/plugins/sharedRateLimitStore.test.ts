import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { openEmptyTestDatabase } from '../testing/testBank';
import { sharedRateLimitStore } from './sharedRateLimitStore';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
});
afterAll(() => database.close());

const MINUTE = 60_000;
const SESSION = '0b9f4c1e-3d2a-4e5b-8c7d-6a5f4e3d2c1b';

/** A route's store as the rate-limit plugin makes it for the route, on a replica of its own. */
function routeStore(now: () => Date, url = '/api/bank/consumer-verify-payee') {
  const Store = sharedRateLimitStore(database.db, now);
  return new Store({}).child({ routeInfo: { method: 'POST', url } });
}

const incr = (store: ReturnType<typeof routeStore>, key: string) =>
  new Promise<{ current: number; ttl: number }>((counted, failed) =>
    store.incr(key, (error, window) => (error ? failed(error) : counted(window!)), MINUTE),
  );

describe('the calls’ minute limits, counted in the database', () => {
  it('count a session’s calls once between two replicas, with the time left in the minute', async () => {
    let now = new Date('2026-11-27T10:00:00Z');
    const clock = () => now;
    const [one, other] = [routeStore(clock), routeStore(clock)];
    expect(await incr(one, SESSION)).toEqual({ current: 1, ttl: MINUTE });
    now = new Date('2026-11-27T10:00:15Z');
    expect(await incr(other, SESSION)).toEqual({ current: 2, ttl: 45_000 });
    expect(await incr(one, SESSION)).toEqual({ current: 3, ttl: 45_000 });
  });

  it('keep each call’s and each session’s window apart, and start a window again after its minute', async () => {
    let now = new Date('2026-11-27T11:00:00Z');
    const clock = () => now;
    const payeeCheck = routeStore(clock);
    const ownDetails = routeStore(clock, '/api/bank/customer-update');
    await incr(payeeCheck, SESSION);
    await incr(payeeCheck, SESSION);
    expect((await incr(ownDetails, SESSION)).current).toBe(1);
    expect((await incr(payeeCheck, 'another session')).current).toBe(1);
    now = new Date('2026-11-27T11:01:00Z');
    expect(await incr(payeeCheck, SESSION)).toEqual({ current: 1, ttl: MINUTE });
  });
});
