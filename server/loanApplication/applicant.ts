import { and, eq } from 'drizzle-orm';
import { BankError } from '../bankError';
import type { Database } from '../db/database';
import { customerRights, customers, type users } from '../db/schema';

type User = typeof users.$inferSelect;

/**
 * The identified person's own customer, for their loan application. A person who is not yet a
 * customer becomes one here: a person customer, without accounts, whose KYC the signed loan
 * completes. A person with only viewing rights to their own customer may not apply.
 */
export async function applicantCustomer(
  db: Database,
  user: User,
): Promise<{ customerId: string; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const own = () =>
      tx
        .select({ id: customers.id, role: customerRights.role })
        .from(customers)
        .leftJoin(
          customerRights,
          and(eq(customerRights.customerId, customers.id), eq(customerRights.userId, user.id)),
        )
        .where(and(eq(customers.type, 'Person'), eq(customers.identityCode, user.personalId)));
    const [existing] = await own();
    if (existing) {
      if (existing.role !== 'Owner') throw new BankError('customer', 'errors.view_only', 403);
      return { customerId: existing.id, isNew: false };
    }
    const [created] = await tx
      .insert(customers)
      .values({
        type: 'Person',
        name: `${user.firstName} ${user.lastName}`,
        identityCode: user.personalId,
        isKycVerified: false,
        kycValidTo: null,
      })
      .onConflictDoNothing()
      .returning({ id: customers.id });
    // Identified twice at once: the other identification made the customer.
    if (!created) return { customerId: (await own())[0]!.id, isNew: false };
    await tx
      .insert(customerRights)
      .values({ userId: user.id, customerId: created.id, role: 'Owner' });
    return { customerId: created.id, isNew: true };
  });
}
