/**
 * `tsx server/seed/reset.ts`: empties every table of the configured database (DATABASE_URL, or
 * the PGlite folder DATA_DIR) and seeds the demo bank again as of today, in one transaction.
 * With `--customers N --months M` it also generates N customers with M months of history each
 * (server/seed/large), a bank large enough to measure reads on.
 * Stop the bank first when it runs on PGlite: its folder is locked while the server has it.
 */
import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { loadConfigOrExit } from '../config';
import { databaseLocation, openDatabase } from '../db/database';
import * as schema from '../db/schema';
import { seedDemoBank } from './index';
import { seedLargeBank, type LargeBankCounts, type LargeBankOptions } from './large';
import { LargeBankOptionsError, parseLargeBankOptions } from './large/options';
import { toIsoDate } from '../../domain/dates/dates';

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const config = loadConfigOrExit();
let large: LargeBankOptions | null;
try {
  large = parseLargeBankOptions(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof LargeBankOptionsError)) throw error;
  console.error(`npm run seed -- [--customers N --months M]: ${error.message}`);
  process.exit(1);
}

const tables: string[] = [];
for (const value of Object.values(schema)) {
  if (is(value, PgTable)) tables.push(getTableName(value));
}
const database = await openDatabase(databaseLocation(config));
const today = new Date();
const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite ${config.DATA_DIR}`;
const describe = (n: LargeBankCounts) =>
  `${n.customers} customers, ${n.accounts} accounts, ${n.bookings} bookings, ${n.postings} postings`;
try {
  let generated: LargeBankCounts | undefined;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`TRUNCATE ${tables.map((name) => `"${name}"`).join(', ')} CASCADE`));
    // The seed's own transaction becomes a savepoint inside this one.
    await seedDemoBank(tx, today);
    if (large) {
      generated = await seedLargeBank(tx, today, large, (written) =>
        console.log(`  ${describe(written)} (${seconds()} s)`),
      );
    }
  });
  if (generated) {
    // Fresh statistics, so the first reads of the large bank are planned for its size.
    await database.db.execute(sql`analyze`);
    console.log(
      `Large bank (${where}) as of ${toIsoDate(today)}: the demo and ${describe(generated)} of ${large?.months} months, in ${seconds()} s.`,
    );
  } else {
    const [users] = await database.db.select({ n: count() }).from(schema.users);
    const [bookings] = await database.db.select({ n: count() }).from(schema.bookings);
    console.log(
      `Demo bank reset (${where}): emptied ${tables.length} tables, seeded ${users?.n} demo users and ${bookings?.n} bookings as of ${toIsoDate(today)} in ${seconds()} s.`,
    );
  }
} finally {
  await database.close();
}
