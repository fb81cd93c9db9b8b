import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BankError } from '../bankError';
import { attemptWindows } from '../services/attemptWindows';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one identification attempt from the request's address, and refuses it (429) over
     * `LOGIN_RATE_LIMIT_PER_MINUTE` a minute: one allowance for every way in (the login call,
     * the login page's button, the sandbox provider's identify step).
     */
    countIdentificationAttempt(request: FastifyRequest): Promise<void>;
  }
}

/** A fixed one-minute window per address, in the database: every replica counts into it. */
export const identificationLimit = fp(
  async (app: FastifyInstance) => {
    const attempts = attemptWindows(app.db, 'identification', {
      limit: app.config.LOGIN_RATE_LIMIT_PER_MINUTE,
      windowMs: 60_000,
      now: () => app.now(),
    });
    app.decorate('countIdentificationAttempt', async (request: FastifyRequest) => {
      if (!(await attempts.count(request.ip))) {
        throw new BankError('rate_limit', 'errors.request.tooMany', 429);
      }
    });
  },
  { name: 'identificationLimit', dependencies: ['services'] },
);
