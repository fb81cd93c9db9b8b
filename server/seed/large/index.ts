import type { Transaction } from '../../db/database';
import { sql } from 'drizzle-orm';
import {
  accounts,
  bookings,
  customerRights,
  customers,
  loans,
  postings,
  users,
} from '../../db/schema';
import { INTERNAL_ACCOUNTS, type InternalAccount } from '../../ledger/internalAccounts';
import { internalAccountId } from '../../ledger/ledger';
import { withoutKeysAndIndexes } from '../bulk';
import { SeedPlan } from '../plan';
import { Random } from '../random';
import { writePlan } from '../write';
import { addGeneratedCustomer } from './customer';
import { generatePerson } from './people';

export interface LargeBankOptions {
  customers: number;
  months: number;
}

export interface LargeBankCounts {
  customers: number;
  accounts: number;
  bookings: number;
  postings: number;
}

/** Customers planned and written at a time: the history of all of them is never in memory. */
const BATCH = 200;

/**
 * Generated accounts are numbered from here: above the demo's few dozen, and far below the
 * numbers tests open accounts with (900 000 on).
 */
export const FIRST_GENERATED_ACCOUNT_SERIAL = 100_000;

/** Customer `index`'s own random sequence: their life does not depend on the batch they are in. */
function customerSeed(todayIso: string, index: number): number {
  return Math.imul(
    Number(todayIso.replaceAll('-', '')) ^ Math.imul(index + 1, 0x9e3779b1),
    0x85ebca6b,
  );
}

/**
 * Adds `options.customers` generated persons with `options.months` of history each to a bank
 * whose demo is already seeded, `BATCH` customers per plan: each batch is planned, checked
 * (no balance below zero on any day) and written before the next is planned; the ledger's keys
 * and indexes are built once at the end. The same day and
 * options give the same people and the same history. Calls `progress` after each batch with
 * what has been written so far.
 */
export async function seedLargeBank(
  tx: Transaction,
  today: Date,
  options: LargeBankOptions,
  progress?: (written: LargeBankCounts) => void,
): Promise<LargeBankCounts> {
  // The bank's jobs may run beside a load into a live database. Taking every table the load
  // writes or drops keys on before reading any makes them wait, where removing the keys later
  // (an exclusive lock on tables a job already reads) would deadlock with them.
  await tx.execute(
    sql`lock table ${accounts}, ${customers}, ${users}, ${customerRights}, ${loans}, ${bookings}, ${postings} in access exclusive mode`,
  );
  const internal = {} as Record<InternalAccount, string>;
  for (const key of Object.keys(INTERNAL_ACCOUNTS) as InternalAccount[]) {
    internal[key] = await internalAccountId(tx, key);
  }
  const taken = new Set(
    (await tx.select({ personalId: users.personalId }).from(users)).map((user) => user.personalId),
  );
  const written: LargeBankCounts = { customers: 0, accounts: 0, bookings: 0, postings: 0 };
  let accountSerial = FIRST_GENERATED_ACCOUNT_SERIAL;
  await withoutKeysAndIndexes(tx, [bookings, postings], async () => {
    for (let first = 0; first < options.customers; first += BATCH) {
      const plan = new SeedPlan(today, { internal, accountSerial });
      for (let index = first; index < Math.min(first + BATCH, options.customers); index++) {
        const random = new Random(customerSeed(plan.todayIso, index));
        const person = generatePerson(random, index, taken);
        taken.add(person.personalId);
        addGeneratedCustomer(plan, { person, index, months: options.months, random });
      }
      plan.assertBalancesCovered();
      await writePlan(tx, plan);
      accountSerial = plan.lastAccountSerial;
      written.customers += plan.customers.length;
      written.accounts += plan.accounts.length;
      written.bookings += plan.journal.entries.length;
      for (const entry of plan.journal.entries) written.postings += entry.legs.length;
      progress?.(written);
    }
  });
  return written;
}
