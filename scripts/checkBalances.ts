/**
 * `npm run check-balances`: proves every account's stored balance equal to the sum of its postings
 * in the configured database (DATABASE_URL, or the PGlite folder DATA_DIR, as `npm start` finds
 * it). Prints each account that differs and exits 1; otherwise prints one line and exits 0.
 * On PGlite, stop the bank first: its folder is locked while the server has it.
 */
import { loadConfigOrExit } from '../server/config';
import { databaseLocation, openDatabase } from '../server/db/database';
import { checkBalances } from '../server/ledger/balanceCheck';

const config = loadConfigOrExit();
const database = await openDatabase(databaseLocation(config));
const { accounts, mismatches } = await checkBalances(database.db).finally(() => database.close());
const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite ${config.DATA_DIR}`;

for (const account of mismatches) {
  console.log(
    `${account.accountId} ${account.iban ?? account.name ?? ''}: stored ${account.stored} cents, ` +
      `postings sum to ${account.posted} (${account.stored - account.posted} off)`,
  );
}
console.log(
  mismatches.length === 0
    ? `Balances (${where}): all ${accounts} accounts equal the sum of their postings.`
    : `Balances (${where}): ${mismatches.length} of ${accounts} accounts differ from their postings.`,
);
process.exitCode = mismatches.length === 0 ? 0 : 1;
