import type { Database } from '../db/database';
import { countAttempt } from '../services/attemptWindows';

type Counted = (error: Error | null, window?: { current: number; ttl: number }) => void;

/**
 * What `@fastify/rate-limit` gives a route's store: the route the limit is for, as `routeInfo`
 * (its types say the route's options; its code, as its Redis store reads it, gives them so).
 */
interface StoreParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * `@fastify/rate-limit`'s store over the database's attempt windows (`countAttempt`), in place of
 * its in-memory one: the calls' minute limits are counted once for all replicas, so N replicas
 * allow a call's limit once, not N times. One window per call and key (a session, or an address
 * before login); the bank's clock (`now`) sets the windows, as the sandbox clock moves it.
 */
export function sharedRateLimitStore(db: Database, now: () => Date) {
  return class SharedRateLimitStore {
    private readonly purpose: string;

    constructor(params: object = {}) {
      const { routeInfo } = params as StoreParams;
      this.purpose = `call ${String(routeInfo?.method ?? '')} ${routeInfo?.url ?? ''}`;
    }

    incr(key: string, counted: Counted, timeWindow: number): void {
      const at = now();
      countAttempt(db, this.purpose, key, { windowMs: timeWindow, at }).then(
        ({ attempts, startedAt }) =>
          counted(null, {
            current: attempts,
            ttl: startedAt.getTime() + timeWindow - at.getTime(),
          }),
        (error: unknown) => counted(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(params: object): SharedRateLimitStore {
      return new SharedRateLimitStore(params);
    }
  };
}
