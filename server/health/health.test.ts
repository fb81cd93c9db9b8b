import { readFileSync } from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { appliedMigrations, openDatabase } from '../db/database';
import { createScratchDatabase } from '../testing/scratchDatabase';
import { startTestBank, type TestBank } from '../testing/testBank';
import { LIVE_PATH, READY_PATH } from './routes';

let bank: TestBank;

beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

/** As a proxy's or an orchestrator's probe asks: no session, no CSRF header. */
const probe = (app: TestBank['app'], url: string) => app.inject({ method: 'GET', url });

describe('the health endpoints', () => {
  it('answer live, and ready while the database answers with every migration applied', async () => {
    const live = await probe(bank.app, LIVE_PATH);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });

    const ready = await probe(bank.app, READY_PATH);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('answer 503 to readiness while a migration of the code is not applied to the database', async () => {
    const { db } = bank.database;
    const [newest] = await db
      .select()
      .from(appliedMigrations)
      .orderBy(desc(appliedMigrations.createdAt))
      .limit(1);
    await db.delete(appliedMigrations).where(eq(appliedMigrations.id, newest!.id));
    try {
      const behind = await probe(bank.app, READY_PATH);
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toEqual({ status: 'unavailable', reason: 'migrations' });
      expect((await probe(bank.app, LIVE_PATH)).statusCode).toBe(200);
    } finally {
      await db.insert(appliedMigrations).values(newest!);
    }
    expect((await probe(bank.app, READY_PATH)).statusCode).toBe(200);
  });

  it('answer 503 to readiness once the database no longer answers, and stay live', async () => {
    const scratch = process.env.DATABASE_URL
      ? await createScratchDatabase(process.env.DATABASE_URL, 'bank_test')
      : undefined;
    // A bank of its own whose database can be closed under it (a copy of the seeded one).
    const database = await openDatabase(
      scratch
        ? { kind: 'postgres', url: scratch.url }
        : { kind: 'memory', from: new Blob([readFileSync(inject('seededSnapshot'))]) },
    );
    const app = await buildApp({ config: bank.config, db: database.db });
    try {
      await app.ready();
      expect((await probe(app, READY_PATH)).statusCode).toBe(200);

      await database.close();

      const down = await probe(app, READY_PATH);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', reason: 'database' });
      expect((await probe(app, LIVE_PATH)).statusCode).toBe(200);
    } finally {
      await app.close();
      await scratch?.drop();
    }
  });
});
