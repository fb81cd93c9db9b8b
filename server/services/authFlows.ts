import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authFlows } from '../db/schema';
import type { ConfirmationType } from '../../api/call';
import type { StoredConfirmation } from '../confirmations/operation';

export type AuthFlow = typeof authFlows.$inferSelect;

const FLOW_LIFETIME_MS = 10 * 60 * 1000;

/** Who confirms an operation: the session's person, for its customer. */
type ConfirmationOwner = { id: string; userId: string; customerId: string };

/** Identification round trips: started, then completed once (a replayed callback finds nothing). */
export function createAuthFlowService(db: Database, now: () => Date) {
  function confirmationInsert(
    session: ConfirmationOwner,
    kind: ConfirmationType,
    payload: StoredConfirmation,
  ) {
    const id = randomUUID();
    const insert = db.insert(authFlows).values({
      id,
      kind,
      userId: session.userId,
      customerId: session.customerId,
      sessionId: session.id,
      payload,
      state: '',
      nonce: '',
      codeVerifier: '',
      expiresAt: new Date(now().getTime() + FLOW_LIFETIME_MS),
    });
    return { id, insert };
  }

  return {
    /**
     * A login, or another identification that opens a session (a loan applicant's: `kind`
     * 'LoanApplication', with the application in `payload`).
     */
    async startLogin(
      request: { state: string; nonce: string; codeVerifier: string },
      { kind = 'Login', payload }: { kind?: string; payload?: unknown } = {},
    ): Promise<AuthFlow> {
      const [flow] = await db
        .insert(authFlows)
        .values({
          kind,
          payload,
          ...request,
          expiresAt: new Date(now().getTime() + FLOW_LIFETIME_MS),
        })
        .returning();
      return flow!;
    },

    /**
     * An operation waiting for strong confirmation: what it will do (`data`) and the words of
     * what the customer approves (`approval`), stored together so that the two cannot differ.
     */
    async prepareConfirmation(
      session: ConfirmationOwner,
      kind: ConfirmationType,
      payload: StoredConfirmation,
    ): Promise<AuthFlow> {
      const [flow] = await confirmationInsert(session, kind, payload).insert.returning();
      return flow!;
    },

    /**
     * The insert of a confirmation (`prepareConfirmation`) with the new flow's id, not yet run:
     * for a statement that stores the operation with its flow at once.
     */
    confirmationInsert,

    /** Attaches the identification request and the return addresses to a prepared confirmation. */
    async beginConfirmation(
      flowId: string,
      request: {
        state: string;
        nonce: string;
        codeVerifier: string;
        nextUrl: string;
        errorUrl: string;
        cancelUrl: string;
      },
    ): Promise<void> {
      await db.update(authFlows).set(request).where(eq(authFlows.id, flowId));
    },

    /** A flow still under way, by its id, for this session's person and customer. */
    async findPending(
      flowId: string,
      owner: { userId: string; customerId: string },
    ): Promise<AuthFlow | undefined> {
      const [flow] = await db
        .select()
        .from(authFlows)
        .where(
          and(
            eq(authFlows.id, flowId),
            eq(authFlows.userId, owner.userId),
            eq(authFlows.customerId, owner.customerId),
            eq(authFlows.status, 'grant'),
            gt(authFlows.expiresAt, now()),
          ),
        );
      return flow;
    },

    async findById(flowId: string): Promise<AuthFlow | undefined> {
      const [flow] = await db.select().from(authFlows).where(eq(authFlows.id, flowId));
      return flow;
    },

    /**
     * Takes the flow a callback belongs to, by its state, and marks it finished in the same
     * statement: a second callback with the same state gets nothing.
     */
    async take(state: string, status: 'ok' | 'error' | 'cancel'): Promise<AuthFlow | undefined> {
      if (!state) return undefined;
      const [flow] = await db
        .update(authFlows)
        .set({ status })
        .where(
          and(
            eq(authFlows.state, state),
            eq(authFlows.status, 'grant'),
            gt(authFlows.expiresAt, now()),
          ),
        )
        .returning();
      return flow;
    },

    async setStatus(flowId: string, status: 'ok' | 'error' | 'cancel' | 'spent'): Promise<void> {
      await db.update(authFlows).set({ status }).where(eq(authFlows.id, flowId));
    },

    /** Whether a login started from this browser is still under way (the status check's `grant`). */
    async isLoginUnderWay(flowId: string | undefined): Promise<boolean> {
      if (!flowId || !/^[0-9a-f-]{36}$/.test(flowId)) return false;
      const [flow] = await db
        .select({ id: authFlows.id })
        .from(authFlows)
        .where(
          and(
            eq(authFlows.id, flowId),
            eq(authFlows.kind, 'Login'),
            eq(authFlows.status, 'grant'),
            gt(authFlows.expiresAt, now()),
          ),
        );
      return flow !== undefined;
    },
  };
}

export type AuthFlowService = ReturnType<typeof createAuthFlowService>;
