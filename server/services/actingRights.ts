import { kycPermission } from '../../domain/customer/kyc';
import { BankError } from '../bankError';
import type { BankSession } from './sessions';

/**
 * Refuses (403, on the field `customer`) anyone who may not act for the customer — move its
 * money, open or rename its accounts: a view-only user, a company's card holder (spec leaves
 * card holders' rights open: they use the company's card, but its accounts and money are the
 * main user's business), or a customer whose KYC does not allow acting. The KYC is the
 * customer's as the request's session lookup read it (`BankSession.kyc`): no query of its own.
 */
export function assertMayAct(session: BankSession, today: Date): void {
  assertMayActBesidesKyc(session);
  const permission = kycPermission(
    { KycValidTo: session.kyc.validTo, IsKYCVerified: session.kyc.verified, IsViewOnly: false },
    today,
  );
  if (!permission.allowed) {
    throw new BankError('customer', `errors.${permission.reason ?? 'kyc_not_verified'}`, 403);
  }
}

/** Refuses a view-only user and a card holder: the rights to act that do not hang on the KYC. */
export function assertMayActBesidesKyc(session: BankSession): void {
  if (session.role === 'ViewOnly') throw new BankError('customer', 'errors.view_only', 403);
  if (session.role === 'CardHolder') {
    throw new BankError('customer', 'errors.access.cardHolderCannotAct', 403);
  }
}
