import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsCurrent, type Database } from '../db/database';

export const LIVE_PATH = '/api/health/live';
export const READY_PATH = '/api/health/ready';

type Readiness = { status: 'ready' } | { status: 'unavailable'; reason: 'database' | 'migrations' };

/** Ready when the database answers and has every committed migration. */
async function readiness(db: Database): Promise<Readiness> {
  try {
    await db.execute(sql`select 1`);
  } catch {
    return { status: 'unavailable', reason: 'database' };
  }
  const current = await migrationsCurrent(db).catch(() => false);
  return current ? { status: 'ready' } : { status: 'unavailable', reason: 'migrations' };
}

/**
 * Liveness and readiness for what runs the replicas (a proxy's health check, an orchestrator's
 * probes). Plain routes, not calls of the catalogue: the catalogue is the bank's contract with
 * the web bank (and the spec's), published as OpenAPI; a probe sends no session and no CSRF
 * header, and reads only the status code. Like the contract's pages they are public, read-only
 * and the same for everyone, so the CSRF guard lets them through. While the server shuts down,
 * Fastify answers 503 to both, so a proxy stops sending it customers.
 */
export async function healthSlice(app: FastifyInstance) {
  app.get(LIVE_PATH, async () => ({ status: 'live' }));

  app.get(READY_PATH, async (_request, reply) => {
    const answer = await readiness(app.db);
    if (answer.status !== 'ready') app.log.warn(answer, 'not ready');
    return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
  });
}
