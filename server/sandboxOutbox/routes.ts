import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sandboxOutbox } from '../../api/sandboxOutbox';
import { outbox } from '../db/schema';

/** How many messages the sandbox shows: enough for a journey's latest SMS code. */
const LATEST = 10;

/**
 * The outbox of the logged-in customer, registered only when the bank runs with
 * `SANDBOX_CLOCK=true` (the sandbox's test tools): journeys read their SMS codes here.
 */
export async function sandboxOutboxSlice(app: FastifyInstance) {
  app.serve(sandboxOutbox, async ({ session }) => {
    const rows = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.customerId, session.customerId))
      .orderBy(desc(outbox.createdAt))
      .limit(LATEST);
    return rows.map((row) => ({
      Channel: row.channel,
      Recipient: row.recipient,
      Body: row.body,
      SentAt: row.createdAt.toISOString(),
    }));
  });
}
