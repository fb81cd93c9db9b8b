import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { LOGIN_TOKEN_VALID_SECONDS } from '../../domain/customer/registration';
import { BankError } from '../bankError';
import type { Database } from '../db/database';
import { loginTokens, sessionLogins } from '../db/schema';
import { hashToken, type SessionService } from '../services/sessions';

type Method = (typeof loginTokens.$inferSelect)['method'];

/**
 * A completed login's one-time token, and the session it opens. A session opened by SMS code or
 * PIN is marked so: it is not strong customer authentication.
 */
export function createLoginTokenService(db: Database, sessions: SessionService, now: () => Date) {
  return {
    async issue(userId: string, customerId: string, method: Method): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(loginTokens).values({
        tokenHash: hashToken(token),
        userId,
        customerId,
        method,
        expiresAt: new Date(now().getTime() + LOGIN_TOKEN_VALID_SECONDS * 1000),
      });
      return token;
    },

    /** The token's login, once and within its minute, for a login by the method given. */
    async take(token: string, method: Method) {
      const [taken] = await db
        .update(loginTokens)
        .set({ usedAt: now() })
        .where(
          and(
            eq(loginTokens.tokenHash, hashToken(token)),
            eq(loginTokens.method, method),
            isNull(loginTokens.usedAt),
            gt(loginTokens.expiresAt, now()),
          ),
        )
        .returning();
      if (!taken) throw new BankError('LoginToken', 'quickLogin.refusals.token', 401);
      return taken;
    },

    /** A session for the person and customer; `sms` and `pin` sessions are marked not strong. */
    async openSession(userId: string, customerId: string, method: 'strong' | 'sms' | 'pin') {
      const opened = await sessions.create(userId, customerId);
      if (method !== 'strong') {
        await db.insert(sessionLogins).values({ sessionId: opened.session.id, method });
      }
      return opened;
    },

    /** Whether the session was opened by strong identification. */
    async isStrong(sessionId: string): Promise<boolean> {
      const [quick] = await db
        .select()
        .from(sessionLogins)
        .where(eq(sessionLogins.sessionId, sessionId));
      return !quick;
    },
  };
}

export type LoginTokenService = ReturnType<typeof createLoginTokenService>;
