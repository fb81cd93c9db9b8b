import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BankError } from '../bankError';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one identification attempt from the request's address, and refuses it (429) over
     * `LOGIN_RATE_LIMIT_PER_MINUTE` a minute: one allowance for every way in (the login call,
     * the login page's button, the sandbox provider's identify step).
     */
    countIdentificationAttempt(request: FastifyRequest): void;
  }
}

const WINDOW_MS = 60_000;

/**
 * A fixed one-minute window per address. It lives in the process: behind a proxy with several
 * replicas, each replica allows the limit (the proxy's own limits are the first line there).
 */
export const identificationLimit = fp(
  async (app: FastifyInstance) => {
    const windows = new Map<string, { start: number; attempts: number }>();
    app.decorate('countIdentificationAttempt', (request: FastifyRequest) => {
      const now = app.now().getTime();
      if (windows.size > 10_000) {
        for (const [address, window] of windows) {
          if (now - window.start >= WINDOW_MS) windows.delete(address);
        }
      }
      const current = windows.get(request.ip);
      const window =
        current && now - current.start < WINDOW_MS ? current : { start: now, attempts: 0 };
      window.attempts += 1;
      windows.set(request.ip, window);
      if (window.attempts > app.config.LOGIN_RATE_LIMIT_PER_MINUTE) {
        throw new BankError('rate_limit', 'errors.request.tooMany', 429);
      }
    });
  },
  { name: 'identificationLimit', dependencies: ['services'] },
);
