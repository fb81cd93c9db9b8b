import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { seedAino } from './customers/aino';
import { seedEmilia } from './customers/emilia';
import { seedKuusela } from './customers/kuusela';
import { seedLiisa } from './customers/liisa';
import { seedMikko } from './customers/mikko';
import { seedOlli } from './customers/olli';
import { seedPekka } from './customers/pekka';
import { seedTiina } from './customers/tiina';
import { seedVille } from './customers/ville';
import { seedCompanyRegister } from './companyRegister';
import { seedHelmi } from './customers/helmi';
import { seedInvoiceFunding } from './invoiceFunding';
import { seedSaaristo } from './customers/saaristo';
import { seedBrokerPerson, seedBrokers } from './customers/broker';
import { SeedPlan } from './plan';
import { writePlan } from './write';

export { SANDBOX_BANK } from './ibans';
export { INTERNAL_ACCOUNTS } from '../ledger/internalAccounts';
export { book, type BookingEntry, type Leg } from './ledger';

/** Serialises seeding between processes sharing one PostgreSQL: '719' for the bank code. */
const SEED_LOCK = 719_001;

/** True once the database has any user: the seed then leaves it alone. */
export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * The whole demo bank as of `today`, in memory: nine demo customers' rows and bookings, and a
 * person who is not yet a customer. Throws
 * if any customer account would go below zero (or below its credit) on any day.
 */
export function planDemoBank(today: Date): SeedPlan {
  const plan = new SeedPlan(today);
  seedAino(plan);
  seedMikko(plan);
  seedLiisa(plan);
  seedPekka(plan);
  seedTiina(plan);
  seedKuusela(plan);
  seedOlli(plan);
  seedEmilia(plan);
  seedVille(plan);
  seedHelmi(plan);
  seedSaaristo(plan);
  seedBrokerPerson(plan);
  plan.assertBalancesCovered();
  return plan;
}

/**
 * Fills an empty database with the demo bank, every date relative to `today`, in one
 * transaction. Does nothing when users already exist.
 */
export async function seedDemoBank(db: Database, today: Date): Promise<void> {
  const plan = planDemoBank(today);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing.length > 0) return;
    await writePlan(tx, plan);
    await seedCompanyRegister(tx);
    await seedInvoiceFunding(tx, plan);
    await seedBrokers(tx);
  });
}
