import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/database';
import {
  accounts,
  cardHolderInvitations,
  cards,
  companyContactPersons,
  customerRights,
  customers,
  loanInstallments,
  loans,
  messageThreads,
  payees,
  paymentControls,
  threadMessages,
  users,
} from '../db/schema';
import { bookAll } from './ledger';
import type { SeedPlan } from './plan';

const CHUNK = 500;

async function insertAll<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK) as T['$inferInsert'][]);
  }
}

/** Writes the plan's rows, parents first, then its bookings. */
export async function writePlan(tx: Transaction, plan: SeedPlan): Promise<void> {
  await insertAll(tx, customers, plan.customers);
  await insertAll(tx, users, plan.users);
  await insertAll(tx, customerRights, plan.customerRights);
  await insertAll(tx, accounts, plan.accounts);
  await insertAll(tx, loans, plan.loans);
  await insertAll(tx, loanInstallments, plan.loanInstallments);
  await insertAll(tx, cards, plan.cards);
  await insertAll(tx, cardHolderInvitations, plan.cardHolderInvitations);
  await insertAll(tx, payees, plan.payees);
  await insertAll(tx, paymentControls, plan.paymentControls);
  await insertAll(tx, messageThreads, plan.messageThreads);
  await insertAll(tx, threadMessages, plan.threadMessages);
  await insertAll(tx, companyContactPersons, plan.companyContactPersons);
  await bookAll(tx, plan.journal.entries);
}
