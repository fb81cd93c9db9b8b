import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { accounts } from '../db/schema';
import { SANDBOX_BANK, sandboxIban } from '../seed/ibans';

/** Serialises account numbering between transactions and server replicas ('719' for the bank). */
const NUMBERING_LOCK = 719_002;

/**
 * The next account number of the sandbox bank as an IBAN (`FIkk 719 0 serial luhn`, the seed's
 * form): one past the highest serial in use. The transaction-scoped advisory lock holds until the
 * caller's transaction ends, so the new account's row is written before anyone numbers the next.
 */
export async function nextSandboxIban(tx: Transaction): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NUMBERING_LOCK})`);
  // FI + 2 check digits + the group code + '0', then the 9-digit serial and the Luhn digit.
  const prefix = `${SANDBOX_BANK.groupCode}0`;
  const [row] = await tx
    .select({
      serial:
        sql<number>`coalesce(max(substring(${accounts.iban} from 9 for 9)::bigint), 0)`.mapWith(
          Number,
        ),
    })
    .from(accounts)
    .where(sql`${accounts.iban} ~ ${`^FI[0-9]{2}${prefix}[0-9]{10}$`}`);
  return sandboxIban((row?.serial ?? 0) + 1);
}
