import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../domain/errors/errors';
import { MESSAGES } from '../../domain/errors/messages';
import type { BankSession, SessionService } from '../services/sessions';

export const SESSION_COOKIE = 'vp_session';

declare module 'fastify' {
  interface FastifyRequest {
    bankSession: BankSession | null;
  }
}

export interface SessionCookieOptions {
  secure: boolean;
}

/** HttpOnly and SameSite=Lax: Strict would lose the cookie on the way back from a broker. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  { secure }: SessionCookieOptions,
) {
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export function clearSessionCookie(reply: FastifyReply, { secure }: SessionCookieOptions) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('bankSession', null);
}

/** Authenticates calls that need a logged-in customer (before anything else); records the activity. */
export function requireSession(sessions: SessionService) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await sessions.authenticate(request.cookies[SESSION_COOKIE], { touch: true });
    if ('session' in result) {
      request.bankSession = result.session;
      return;
    }
    return reply.code(401).send(errorBody('session', MESSAGES.session_timeout, 401));
  };
}
