import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { accounts } from '../db/schema';
import type { Idempotency } from '../ledger/ledger';
import { BankError } from '../bankError';

export type AccountRow = typeof accounts.$inferSelect;

/**
 * The account an earlier request with the same IdempotencyKey opened, if any: a retried opening
 * answers it again instead of opening another. The same key with another request is refused.
 * Call it inside the opening's transaction, after locking the customer's opening (the unique
 * index on customer and key stops a concurrent twin at insert).
 */
export async function accountOpenedEarlier(
  tx: Transaction,
  customerId: string,
  idempotency: Idempotency,
): Promise<AccountRow | undefined> {
  const [earlier] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.customerId, customerId), eq(accounts.openingKey, idempotency.key)));
  if (earlier && earlier.openingRequestHash !== idempotency.hash) {
    throw new BankError('IdempotencyKey', 'errors.request.idempotencyReused', 422);
  }
  return earlier;
}
