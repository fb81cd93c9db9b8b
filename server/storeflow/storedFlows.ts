import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import { storedFlow } from '../../api/storeflow';
import { STORED_FLOW_MINUTES } from '../../domain/flows/storedFlow';
import type { Database } from '../db/database';
import { storedFlows } from '../db/schema';

/** The flow as the contract decodes it (money in cents): what is kept and read again. */
export type KeptFlow = z.output<typeof storedFlow>;

/** A cookie's or an address's id, before it reaches the database: anything else is none. */
const isFlowId = (value: string | undefined): value is string =>
  value !== undefined &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * Flows begun before the login: kept for one browser a bounded time, taken at that browser's
 * login by the person who logs in, then readable by that person alone until they expire.
 */
export function createStoredFlowService(db: Database, now: () => Date) {
  return {
    /**
     * Keeps a flow for the browser, in place of the one it kept before (if not yet taken). The
     * expired ones go at the same time, so that the table holds at most what the limit of new
     * flows per minute lets in during the keeping time.
     */
    async keep(previousId: string | undefined, flow: KeptFlow) {
      const at = now();
      return db.transaction(async (tx) => {
        await tx.delete(storedFlows).where(lte(storedFlows.expiresAt, at));
        if (isFlowId(previousId)) {
          await tx
            .delete(storedFlows)
            .where(and(eq(storedFlows.id, previousId), isNull(storedFlows.userId)));
        }
        const [kept] = await tx
          .insert(storedFlows)
          .values({
            flowType: flow.flowType,
            state: z.encode(storedFlow, flow),
            expiresAt: new Date(at.getTime() + STORED_FLOW_MINUTES * 60_000),
          })
          .returning({ id: storedFlows.id, expiresAt: storedFlows.expiresAt });
        return kept!;
      });
    },

    /** The browser's kept flow, now the logged-in person's: once, and only while it is kept. */
    async take(flowId: string | undefined, userId: string): Promise<KeptFlow | null> {
      if (!isFlowId(flowId)) return null;
      const [taken] = await db
        .update(storedFlows)
        .set({ userId })
        .where(
          and(
            eq(storedFlows.id, flowId),
            isNull(storedFlows.userId),
            gt(storedFlows.expiresAt, now()),
          ),
        )
        .returning({ state: storedFlows.state });
      return taken ? readState(taken.state) : null;
    },

    /** A flow the person took at their login, while it is kept; another's is none. */
    async read(flowId: string, userId: string): Promise<KeptFlow | null> {
      if (!isFlowId(flowId)) return null;
      const [found] = await db
        .select({ state: storedFlows.state })
        .from(storedFlows)
        .where(
          and(
            eq(storedFlows.id, flowId),
            eq(storedFlows.userId, userId),
            gt(storedFlows.expiresAt, now()),
          ),
        );
      return found ? readState(found.state) : null;
    },
  };
}

/** A state is kept as the contract encodes it (euros): decoded again, a damaged one as none. */
function readState(state: unknown): KeptFlow | null {
  const read = storedFlow.safeParse(state);
  return read.success ? read.data : null;
}
