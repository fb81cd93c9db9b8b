import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpDatabase, openDatabase } from '../db/database';
import { seedDemoBank } from '../seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the migrated and seeded embedded database, or '' on PostgreSQL. */
    seededSnapshot: string;
  }
}

/**
 * Vitest's global set-up of the server tests: the demo bank is migrated and seeded once per run,
 * and every test file opens a copy of it in memory (a new embedded database takes seconds to
 * create on two cores; a copy opens in a fraction of that).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('seededSnapshot', '');
    return;
  }
  const database = await openDatabase({ kind: 'memory' });
  await seedDemoBank(database.db, new Date());
  const file = join(tmpdir(), `verkkopankki-seeded-${process.pid}.tar`);
  writeFileSync(file, new Uint8Array(await (await dumpDatabase(database.db)).arrayBuffer()));
  await database.close();
  project.provide('seededSnapshot', file);
  return () => rmSync(file, { force: true });
}
