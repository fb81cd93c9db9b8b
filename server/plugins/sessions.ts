import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BankSession } from '../services/sessions';

export const SESSION_COOKIE = 'vp_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling, once the call's access check has found their session. */
    bankSession: BankSession | null;
  }
  interface FastifyInstance {
    /** The session behind the request's cookie, if it is active; `touch` records activity. */
    sessionOf(request: FastifyRequest, options: { touch: boolean }): Promise<BankSession | null>;
  }
}

/** HttpOnly and SameSite=Lax: Strict would lose the cookie on the way back from a broker. */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export const sessions = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('bankSession', null);
    app.decorate('sessionOf', async (request: FastifyRequest, options: { touch: boolean }) => {
      const result = await app.services.sessions.authenticate(
        request.cookies[SESSION_COOKIE],
        options,
      );
      return 'session' in result ? result.session : null;
    });
  },
  { name: 'sessions', dependencies: ['services'] },
);
