import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type OpenDatabase } from '../db/database';
import { seedDemoBank } from '../seed';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../api/client';
import { SESSION_COOKIE } from '../plugins/sessions';
import { createCustomerService } from '../services/customers';
import { createSessionService } from '../services/sessions';
import { users } from '../db/schema';
import { createScratchDatabase } from './scratchDatabase';

export const TEST_PUBLIC_URL = 'http://127.0.0.1:8080';

export interface TestBank {
  app: FastifyInstance;
  database: OpenDatabase;
  config: Config;
  /** A logged-in session for a demo person, straight from the session service. */
  cookieFor(personalId: string): Promise<string>;
  /** An API call as the web bank makes it (CSRF header, JSON). */
  call(options: {
    method?: 'GET' | 'POST';
    url: string;
    cookie?: string;
    body?: unknown;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

const snapshotCopy = (snapshot: 'seededSnapshot' | 'migratedSnapshot') =>
  new Blob([readFileSync(inject(snapshot))]);

/**
 * An empty embedded database with the bank's schema: the run's migrated copy, or (on a run over
 * PostgreSQL, which keeps no copies) a new one.
 */
export function openEmptyTestDatabase(): Promise<OpenDatabase> {
  const migrated = inject('migratedSnapshot');
  return openDatabase(
    migrated ? { kind: 'memory', from: snapshotCopy('migratedSnapshot') } : { kind: 'memory' },
  );
}

/**
 * A fresh seeded bank for one test file: in-memory PGlite, or a scratch database on the
 * PostgreSQL server of DATABASE_URL (created here, dropped on close).
 */
export async function startTestBank(
  overrides: Record<string, string> = {},
  options: { now?: () => Date; seed?: boolean } = {},
): Promise<TestBank> {
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', ...overrides });
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, 'bank_test')
    : undefined;
  // The run's seeded copy serves a bank seeded today; a bank of another day, or an empty one,
  // starts from the run's migrated copy.
  const seededToday = options.seed !== false && !options.now;
  const database = await openDatabase(
    scratch
      ? { kind: 'postgres', url: scratch.url }
      : {
          kind: 'memory',
          from: snapshotCopy(seededToday ? 'seededSnapshot' : 'migratedSnapshot'),
        },
  );
  const now = options.now ?? (() => new Date());
  if (options.seed !== false && (scratch || !seededToday)) await seedDemoBank(database.db, now());
  const app = await buildApp({ config, db: database.db, now });
  await app.ready();
  const customers = createCustomerService(database.db);
  const sessions = createSessionService(database.db, {
    idleSeconds: config.SESSION_IDLE_SECONDS,
    lifetimeSeconds: 8 * 3600,
    // The bank's own clock: a sandbox clock moved forward is ahead of `now`.
    now: () => app.now(),
  });

  return {
    app,
    database,
    config,
    async cookieFor(personalId) {
      const [user] = await database.db.select().from(users).where(eq(users.personalId, personalId));
      if (!user) throw new Error(`No demo person ${personalId}`);
      const [first] = await customers.entitledCustomers(user.id);
      if (!first) throw new Error(`${personalId} may act for no customer`);
      const { token } = await sessions.create(user.id, first.customer.id);
      return `${SESSION_COOKIE}=${token}`;
    },
    call({ method = 'POST', url, cookie, body, headers = {} }) {
      const options: InjectOptions = {
        method,
        url,
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(cookie ? { cookie } : {}), ...headers },
      };
      if (method === 'POST') options.payload = (body ?? {}) as InjectOptions['payload'];
      return app.inject(options);
    },
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}
