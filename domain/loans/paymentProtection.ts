import type { Cents } from '../money/money';

/**
 * Payment protection insurance (maksuturva) is optional: while the borrower is involuntarily
 * unemployed or on sick leave, it pays the loan's instalments. Spec leaves its price open;
 * priced as Finnish lenders price it, a share of the monthly instalment, with each instalment.
 */
export const PAYMENT_PROTECTION_SHARE = 0.06;

export interface PaymentProtectionCost {
  /** The premium charged with each instalment, cents. */
  monthly: Cents;
  /** The premiums over the whole loan term, cents. */
  total: Cents;
}

/** What payment protection costs for a monthly instalment (cents) over the loan's instalments. */
export function paymentProtectionCost(
  instalment: Cents,
  instalmentCount: number,
): PaymentProtectionCost {
  const monthly = Math.round(instalment * PAYMENT_PROTECTION_SHARE);
  return { monthly, total: monthly * instalmentCount };
}
