/**
 * `tsx server/seed/reset.ts`: empties every table of the configured database (DATABASE_URL, or
 * the PGlite folder DATA_DIR) and seeds the demo bank again as of today, in one transaction.
 * Stop the bank first when it runs on PGlite: its folder is locked while the server has it.
 */
import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { loadConfigOrExit } from '../config';
import { databaseLocation, openDatabase } from '../db/database';
import * as schema from '../db/schema';
import { seedDemoBank } from './index';
import { toIsoDate } from '../../domain/dates/dates';

const started = performance.now();
const config = loadConfigOrExit();

const tables: string[] = [];
for (const value of Object.values(schema)) {
  if (is(value, PgTable)) tables.push(getTableName(value));
}
const database = await openDatabase(databaseLocation(config));
const today = new Date();
try {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`TRUNCATE ${tables.map((name) => `"${name}"`).join(', ')} CASCADE`));
    // The seed's own transaction becomes a savepoint inside this one.
    await seedDemoBank(tx, today);
  });
  const [users] = await database.db.select({ n: count() }).from(schema.users);
  const [bookings] = await database.db.select({ n: count() }).from(schema.bookings);
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite ${config.DATA_DIR}`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Demo bank reset (${where}): emptied ${tables.length} tables, seeded ${users?.n} demo users and ${bookings?.n} bookings as of ${toIsoDate(today)} in ${seconds} s.`,
  );
} finally {
  await database.close();
}
