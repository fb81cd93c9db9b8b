import { eq } from 'drizzle-orm';
import { BankError } from '../bankError';
import type { Database } from '../db/database';
import { brokers } from '../db/schema';

/** The broker the person is registered as, if any. */
export async function brokerOf(db: Database, userId: string) {
  const [broker] = await db.select().from(brokers).where(eq(brokers.userId, userId));
  return broker;
}

/** Refuses a broker call to anyone the bank has not registered as a broker. */
export async function assertBroker(db: Database, session: { userId: string }): Promise<void> {
  if (!(await brokerOf(db, session.userId))) {
    throw new BankError('customer', 'broker.errors.notBroker', 403);
  }
}
