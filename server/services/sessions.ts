import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customerRights, customers, sessions, users } from '../db/schema';

export type CustomerRole = (typeof customerRights.$inferSelect)['role'];

/** Who is acting, for which customer, with which right: what every handler receives. */
export interface BankSession {
  id: string;
  userId: string;
  customerId: string;
  customerType: 'Person' | 'Company';
  customerName: string;
  role: CustomerRole;
  firstName: string;
  lastName: string;
  /** The customer's know-your-customer state, read with the session (`assertMayAct`). */
  kyc: { validTo: string | null; verified: boolean };
}

/** Why a cookie no longer opens a session: the spec's statuses. */
export type EndedStatus = 'timeout' | 'expired' | 'spent' | '';

export interface SessionTimings {
  idleSeconds: number;
  /** Hard limit whatever the activity. Spec leaves it open; 8 hours, a working day. */
  lifetimeSeconds: number;
  now(): Date;
}

/**
 * A session's activity is written at most this often: a request within it of the last recorded
 * activity writes nothing, so reads stay reads. The idle time-out counts from the recorded
 * activity, so a session may end up to this much early and never late (PSD2 RTS art. 4 sets the
 * longest idle time, not the shortest).
 */
export const ACTIVITY_RECORDED_EVERY_SECONDS = 10;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionService(db: Database, timings: SessionTimings) {
  /** The session row with who acts for which customer, and with which right (none: no session). */
  function sessionQuery(where: SQL) {
    return db
      .select({
        row: sessions,
        customer: {
          id: customers.id,
          type: customers.type,
          name: customers.name,
          kycValidTo: customers.kycValidTo,
          isKycVerified: customers.isKycVerified,
        },
        user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
        role: customerRights.role,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(customers, eq(customers.id, sessions.activeCustomerId))
      .leftJoin(
        customerRights,
        and(
          eq(customerRights.userId, sessions.userId),
          eq(customerRights.customerId, sessions.activeCustomerId),
        ),
      )
      .where(where)
      .limit(1);
  }
  // Every request looks its session up: a prepared statement is built and planned once.
  const byToken = sessionQuery(eq(sessions.tokenHash, sql.placeholder('tokenHash'))).prepare(
    'session_by_token',
  );

  function loaded(found: Awaited<ReturnType<typeof byToken.execute>>[number] | undefined) {
    if (!found) return undefined;
    const { row, customer, user, role } = found;
    return {
      row,
      session: role
        ? {
            id: row.id,
            userId: user.id,
            customerId: customer.id,
            customerType: customer.type,
            customerName: customer.name,
            role,
            firstName: user.firstName,
            lastName: user.lastName,
            kyc: { validTo: customer.kycValidTo, verified: customer.isKycVerified },
          }
        : null,
    };
  }

  const byId = async (sessionId: string) =>
    loaded((await sessionQuery(eq(sessions.id, sessionId)))[0]);

  /** The status of a session row at this moment, ending it when its time has run out. */
  async function statusOf(row: typeof sessions.$inferSelect): Promise<'active' | EndedStatus> {
    if (row.endedAt) return row.endReason === 'logout' ? '' : (row.endReason ?? '');
    const now = timings.now();
    let ended: 'timeout' | 'expired' | null = null;
    if (now.getTime() >= row.expiresAt.getTime()) ended = 'expired';
    else if (now.getTime() - row.lastSeenAt.getTime() >= timings.idleSeconds * 1000)
      ended = 'timeout';
    if (!ended) return 'active';
    await db
      .update(sessions)
      .set({ endedAt: now, endReason: ended })
      .where(and(eq(sessions.id, row.id), isNull(sessions.endedAt)));
    return ended;
  }

  /** Records activity unless it was recorded within the last few seconds. */
  async function recordActivity(row: typeof sessions.$inferSelect): Promise<void> {
    const now = timings.now();
    const due = new Date(now.getTime() - ACTIVITY_RECORDED_EVERY_SECONDS * 1000);
    if (row.lastSeenAt.getTime() > due.getTime()) return;
    // Another replica's request at the same moment may have recorded it already: one write wins.
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, row.id), lte(sessions.lastSeenAt, due)));
  }

  return {
    /** Starts a session after strong identification; older sessions of the person are spent. */
    async create(
      userId: string,
      customerId: string,
    ): Promise<{ token: string; session: BankSession }> {
      const token = randomBytes(32).toString('base64url');
      const now = timings.now();
      const [row] = await db
        .insert(sessions)
        .values({
          tokenHash: hashToken(token),
          userId,
          activeCustomerId: customerId,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + timings.lifetimeSeconds * 1000),
        })
        .returning({ id: sessions.id });
      await db
        .update(sessions)
        .set({ endedAt: now, endReason: 'spent' })
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.endedAt), ne(sessions.id, row!.id)),
        );
      const created = await byId(row!.id);
      if (!created?.session) throw new Error('A new session has no right to its customer');
      return { token, session: created.session };
    },

    /**
     * The session behind a cookie, if it is active. `touch` records activity (every customer
     * action does, at most every ACTIVITY_RECORDED_EVERY_SECONDS; the 120-second status check
     * must not).
     */
    async authenticate(
      token: string | undefined,
      { touch }: { touch: boolean },
    ): Promise<{ session: BankSession } | { status: EndedStatus }> {
      if (!token) return { status: '' };
      const found = loaded((await byToken.execute({ tokenHash: hashToken(token) }))[0]);
      if (!found) return { status: '' };
      const status = await statusOf(found.row);
      if (status !== 'active') return { status };
      if (!found.session) return { status: '' };
      if (touch) await recordActivity(found.row);
      return { session: found.session };
    },

    async end(sessionId: string, reason: 'logout' | 'spent'): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: timings.now(), endReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
    },

    /** Moves the session to another customer the person may act for; null when not entitled. */
    async switchCustomer(session: BankSession, customerId: string): Promise<BankSession | null> {
      const [right] = await db
        .select()
        .from(customerRights)
        .where(
          and(eq(customerRights.userId, session.userId), eq(customerRights.customerId, customerId)),
        );
      if (!right) return null;
      await db
        .update(sessions)
        .set({ activeCustomerId: customerId })
        .where(eq(sessions.id, session.id));
      return (await byId(session.id))?.session ?? null;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
