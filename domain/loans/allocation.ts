import type { Cents } from '../money/money';
import type { InstalmentState } from './loan';

/** What an instalment asks: its capital, interest and fees, and what has been paid of them. */
export interface InstalmentDebt {
  capital: Cents;
  interest: Cents;
  fees: Cents;
  totalPaid: Cents;
}

export interface Allocation {
  fees: Cents;
  interest: Cents;
  capital: Cents;
}

/**
 * What has been paid of each part: a payment goes to the fees first, then the interest, then
 * the capital, so the parts paid follow from the total paid alone.
 */
export function paidParts(debt: InstalmentDebt): Allocation {
  let left = debt.totalPaid;
  const take = (due: Cents) => {
    const part = Math.min(due, Math.max(0, left));
    left -= part;
    return part;
  };
  const fees = take(debt.fees);
  const interest = take(debt.interest);
  return { fees, interest, capital: take(debt.capital) };
}

/** What is still open on the instalment. */
export function openTotal(debt: InstalmentDebt): Cents {
  return Math.max(0, debt.capital + debt.interest + debt.fees - debt.totalPaid);
}

/**
 * How a payment of `amount` cents (at most what is open) is allocated: to the open fees, then
 * the open interest, then the open capital.
 */
export function allocatePayment(debt: InstalmentDebt, amount: Cents): Allocation {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > openTotal(debt)) {
    throw new RangeError(`Cannot allocate ${amount} to an instalment with ${openTotal(debt)} open`);
  }
  const before = paidParts(debt);
  const after = paidParts({ ...debt, totalPaid: debt.totalPaid + amount });
  return {
    fees: after.fees - before.fees,
    interest: after.interest - before.interest,
    capital: after.capital - before.capital,
  };
}

/**
 * The instalment's state after a payment: Paid when nothing is open; an overdue one stays
 * InvoiceDue until it is paid in full (it is still late); otherwise PartiallyPaid.
 */
export function stateAfterPayment(debt: InstalmentDebt, state: InstalmentState): InstalmentState {
  if (openTotal(debt) === 0) return 'Paid';
  if (state === 'InvoiceDue') return state;
  return debt.totalPaid > 0 ? 'PartiallyPaid' : state;
}
