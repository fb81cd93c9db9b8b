import pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/database';

/** The node-postgres pool behind a database opened on DATABASE_URL; none on PGlite. */
function poolOf(db: Database): pg.Pool | undefined {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * Which database answers, and on PostgreSQL how its pool is used, read when scraped. PGlite is
 * one connection inside the process, with no pool to watch: the engine gauge is all it has.
 */
export function registerDatabaseGauges(registry: Registry, db: Database): void {
  const pool = poolOf(db);
  new Gauge({
    name: 'bank_database_info',
    help: 'The database the bank runs on (always 1; the engine is the label).',
    labelNames: ['engine'] as const,
    registers: [registry],
  }).set({ engine: pool ? 'postgres' : 'pglite' }, 1);
  if (!pool) return;

  const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(pool));
      },
    });
  poolGauge('bank_database_pool_clients', 'Connections the pool holds open.', (p) => p.totalCount);
  poolGauge('bank_database_pool_idle_clients', 'Open connections not in use.', (p) => p.idleCount);
  poolGauge(
    'bank_database_pool_waiting_requests',
    'Queries waiting for a connection because every one is in use.',
    (p) => p.waitingCount,
  );
}
