import {
  mkdirSync,
  openSync,
  closeSync,
  rmSync,
  writeFileSync,
  readFileSync,
  existsSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { max } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import {
  bigint,
  pgSchema,
  serial,
  text,
  type PgDatabase,
  type PgQueryResultHKT,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { isRunning } from '../processes';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OpenDatabase {
  db: Database;
  /** Which engine answers: the embedded PGlite or a PostgreSQL server. */
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  /** In memory; from a copy of another database's files (`dumpDatabase`) when one is given. */
  | { kind: 'memory'; from?: Blob };

/** Where the configuration puts the database: a PostgreSQL server, a PGlite folder, or memory. */
export function databaseLocation(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
  DATA_SNAPSHOT?: string;
}): DatabaseLocation {
  if (config.DATABASE_URL) return { kind: 'postgres', url: config.DATABASE_URL };
  if (config.DATA_DIR !== ':memory:') return { kind: 'pglite', dataDir: config.DATA_DIR };
  return config.DATA_SNAPSHOT
    ? { kind: 'memory', from: new Blob([readFileSync(config.DATA_SNAPSHOT)]) }
    : { kind: 'memory' };
}

/**
 * A new embedded database writes its log in 1 MB segments, not PostgreSQL's 16 MB: a sandbox bank
 * never fills one, and a copy of it (the tests' snapshots) carries a third of the bytes.
 */
const SMALL_WAL = ['--wal-segsize=1'];

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migrateAlone(pool);
    return { db: db as unknown as Database, engine: 'postgres', close: () => pool.end() };
  }
  const release = location.kind === 'pglite' ? lockDataDir(location.dataDir) : () => {};
  try {
    const client =
      location.kind === 'pglite'
        ? new PGlite(resolve(location.dataDir, 'pgdata'), { initDbStartParams: SMALL_WAL })
        : new PGlite(
            location.from ? { loadDataDir: location.from } : { initDbStartParams: SMALL_WAL },
          );
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      engine: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Serialises migrating between servers sharing one PostgreSQL (the seed's lock is 719_001). */
const MIGRATION_LOCK = 719_002;

/**
 * Replicas started together must not migrate at once: drizzle's migrator takes no lock, and the
 * second's `CREATE TABLE` would fail on the first's. Under the lock, the second waits and then
 * finds every migration applied.
 */
async function migrateAlone(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
      .finally(() => client.release());
  }
}

/**
 * Drizzle's own record of the migrations its migrator applied (outside schema.ts, so drizzle-kit
 * never makes a migration of it): one row per migration, `created_at` its journal time.
 */
export const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

let newestMigration: number | undefined;

/** True when the database has every committed migration (the migrator's own test: the newest). */
export async function migrationsCurrent(db: Database): Promise<boolean> {
  newestMigration ??= Math.max(
    ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis),
  );
  const [applied] = await db
    .select({ newest: max(appliedMigrations.createdAt) })
    .from(appliedMigrations);
  return (applied?.newest ?? 0) >= newestMigration;
}

/** A copy of an embedded database's files, to open again in memory (tests share one seed). */
export function dumpDatabase(db: Database): Promise<Blob> {
  return (db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
}

/**
 * PGlite does not lock its folder; two processes on one folder corrupt it. A lock file with the
 * owner's pid refuses a second server and clears a lock left by a process that died.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'server.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) {
      throw new Error(
        `The database folder ${dataDir} is in use by process ${pid}. Stop it, or set DATA_DIR.`,
      );
    }
    rmSync(lockFile, { force: true });
  }
  const fd = openSync(lockFile, 'wx');
  writeFileSync(fd, String(process.pid));
  closeSync(fd);
  return () => rmSync(lockFile, { force: true });
}
