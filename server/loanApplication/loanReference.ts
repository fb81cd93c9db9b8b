import { sql } from 'drizzle-orm';
import { createFinnishReference } from '../../domain/payments/reference';
import type { Transaction } from '../db/database';
import { loans } from '../db/schema';

/** Serialises loan numbering between transactions and server replicas ('719' for the bank). */
const NUMBERING_LOCK = 719_003;

/**
 * The next loan payment reference, in the seed's form (`7190` + 6-digit serial + check digit):
 * one past the highest serial in use. The lock holds until the caller's transaction ends.
 */
export async function nextLoanReference(tx: Transaction): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NUMBERING_LOCK})`);
  const [row] = await tx
    .select({
      serial:
        sql<number>`coalesce(max(substring(${loans.paymentReference} from 5 for 6)::int), 0)`.mapWith(
          Number,
        ),
    })
    .from(loans)
    .where(sql`${loans.paymentReference} ~ '^7190[0-9]{7}$'`);
  return createFinnishReference(`7190${String((row?.serial ?? 0) + 1).padStart(6, '0')}`);
}
