import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { dumpDatabase, openDatabase, type OpenDatabase } from '../db/database';
import { seedDemoBank } from '../seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the migrated and seeded embedded database, or '' on PostgreSQL. */
    seededSnapshot: string;
    /** A file holding the migrated embedded database with no customers, or '' on PostgreSQL. */
    migratedSnapshot: string;
  }
}

/**
 * Vitest's global set-up of the server tests: the demo bank is migrated and seeded once per run,
 * and every test file opens a copy of it in memory (a new embedded database takes seconds to
 * create on two cores; a copy opens in a fraction of that). A file whose bank lives on a clock of
 * its own, or starts empty, opens the migrated copy taken before the seed.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('seededSnapshot', '');
    project.provide('migratedSnapshot', '');
    return;
  }
  const { migrated, seeded, remove } = await demoBankSnapshots();
  project.provide('migratedSnapshot', migrated);
  project.provide('seededSnapshot', seeded);
  return remove;
}

export interface DemoBankSnapshots {
  migrated: string;
  seeded: string;
  /** Removes the files, when they are the caller's own. */
  remove: () => void;
}

/** Where `npm test` names the snapshots it made once for every layer (scripts/test.ts). */
export const DEMO_BANK_SNAPSHOTS = 'DEMO_BANK_SNAPSHOTS';

/** The snapshots `npm test` made for every layer, or else new ones of the caller's own. */
export async function demoBankSnapshots(): Promise<DemoBankSnapshots> {
  const given = process.env[DEMO_BANK_SNAPSHOTS];
  if (!given) return saveDemoBankSnapshots();
  const { migrated, seeded } = JSON.parse(given) as Omit<DemoBankSnapshots, 'remove'>;
  return { migrated, seeded, remove: () => {} };
}

/**
 * The embedded demo bank saved twice to temporary files: migrated, then seeded as of today. A
 * bank opened from one (`openDatabase({ kind: 'memory', from })`, or `DATA_SNAPSHOT`) starts in a
 * fraction of the time migrating takes.
 */
export async function saveDemoBankSnapshots(): Promise<DemoBankSnapshots> {
  const database = await openDatabase({ kind: 'memory' });
  await dropTemplateDatabases(database);
  const migrated = await keep(database, 'migrated');
  await seedDemoBank(database.db, new Date());
  const seeded = await keep(database, 'seeded');
  await database.close();
  return {
    migrated,
    seeded,
    remove: () => [migrated, seeded].forEach((file) => rmSync(file, { force: true })),
  };
}

/**
 * A copy holds only the bank's own database: PostgreSQL's two templates are for creating others,
 * which no bank opened from a copy does, and they were half of what each copy loads.
 */
async function dropTemplateDatabases({ db }: OpenDatabase): Promise<void> {
  for (const template of ['template0', 'template1']) {
    await db.execute(sql.raw(`ALTER DATABASE ${template} IS_TEMPLATE false`));
    await db.execute(sql.raw(`DROP DATABASE ${template}`));
  }
}

async function keep(database: OpenDatabase, state: string): Promise<string> {
  const file = join(tmpdir(), `verkkopankki-${state}-${process.pid}.tar`);
  writeFileSync(file, new Uint8Array(await (await dumpDatabase(database.db)).arrayBuffer()));
  return file;
}
