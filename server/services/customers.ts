import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customerRights, customers, users } from '../db/schema';
import type { BankSession } from './sessions';

export type CustomerRow = typeof customers.$inferSelect;

export function createCustomerService(db: Database) {
  return {
    async userByPersonalId(personalId: string) {
      const [user] = await db.select().from(users).where(eq(users.personalId, personalId));
      return user;
    },

    async userById(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user;
    },

    /** The demo customers the sandbox identification page offers, in seed order. */
    async demoPeople() {
      const rows = await db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.demoRole,
        })
        .from(users)
        .where(isNotNull(users.demoRole))
        .orderBy(asc(users.demoOrder));
      return rows.map((row) => ({
        userId: row.userId,
        name: `${row.firstName} ${row.lastName}`,
        role: row.role ?? '',
      }));
    },

    /**
     * Everyone a person may act for: their own customer first (a person logs in as themselves),
     * then the companies they represent.
     */
    async entitledCustomers(userId: string) {
      const rows = await db
        .select({ customer: customers, role: customerRights.role })
        .from(customerRights)
        .innerJoin(customers, eq(customers.id, customerRights.customerId))
        .where(eq(customerRights.userId, userId));
      return rows.sort((a, b) =>
        a.customer.type === b.customer.type
          ? a.customer.name.localeCompare(b.customer.name, 'fi')
          : a.customer.type === 'Person'
            ? -1
            : 1,
      );
    },

    async customer(customerId: string): Promise<CustomerRow> {
      const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
      if (!row) throw new Error(`No customer ${customerId}`);
      return row;
    },

    async right(session: BankSession) {
      const [row] = await db
        .select()
        .from(customerRights)
        .where(
          and(
            eq(customerRights.userId, session.userId),
            eq(customerRights.customerId, session.customerId),
          ),
        );
      return row;
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
