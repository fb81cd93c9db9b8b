import { eq } from 'drizzle-orm';
import { kycExplanation, kycPermission } from '../../domain/customer/kyc';
import { MESSAGES } from '../../domain/errors/messages';
import type { Database } from '../db/database';
import { customers } from '../db/schema';
import { BankError } from '../plugins/errorHandler';
import type { BankSession } from './sessions';

// Spec leaves card holders' rights open: a card holder uses the company's card, but the company's
// accounts and money are its main user's business.
export const CARD_HOLDER_CANNOT_ACT =
  'Kortinhaltijana voit käyttää yrityksen korttia, mutta yrityksen tilejä ja varoja hoitaa sen pääkäyttäjä. Ota yhteyttä yrityksesi pääkäyttäjään.';

/**
 * Refuses (403, on the field `customer`) anyone who may not act for the customer — move its
 * money, open or rename its accounts: a view-only user, a company's card holder, or a customer
 * whose KYC does not allow acting. Returns the customer's name.
 */
export async function assertMayAct(
  db: Database,
  session: BankSession,
  today: Date,
): Promise<{ customerName: string }> {
  if (session.role === 'ViewOnly') throw new BankError('customer', MESSAGES.read_only, 403);
  if (session.role === 'CardHolder') throw new BankError('customer', CARD_HOLDER_CANNOT_ACT, 403);
  const [customer] = await db
    .select({
      name: customers.name,
      kycValidTo: customers.kycValidTo,
      isKycVerified: customers.isKycVerified,
    })
    .from(customers)
    .where(eq(customers.id, session.customerId));
  if (!customer) throw new BankError('customer', MESSAGES.account_authorization_failed, 403);
  const permission = kycPermission(
    { KycValidTo: customer.kycValidTo, IsKYCVerified: customer.isKycVerified, IsViewOnly: false },
    today,
  );
  if (!permission.allowed) {
    throw new BankError('customer', kycExplanation(permission.reason ?? 'kyc_not_verified'), 403);
  }
  return { customerName: customer.name };
}
