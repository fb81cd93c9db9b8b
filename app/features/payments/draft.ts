import type { PaymentDraft } from '../../../api/paymentDraft';
import type { PayeeVerificationResult } from '../../../domain/payments/payeeVerification';

/**
 * The payment being made, kept in sessionStorage (never in the address) from 'Jatka' until the
 * receipt: a reload, the trip to strong identification and 'Takaisin' all find it again, and it
 * goes when the tab closes.
 */
export interface StoredPayment {
  /** What the customer filled in; the IdempotencyKey is added at each submit. */
  draft: Omit<PaymentDraft, 'IdempotencyKey'>;
  /** The verification's answer, kept beside the name the customer typed. */
  verification: { result: PayeeVerificationResult; suggestedName: string | null };
  /** Set once the bank prepared the payment, for the receipt to complete it. */
  paymentId?: string;
  /** The receipt completed it: kept for a reload of the receipt, never to be paid again. */
  completed?: boolean;
}

const KEY = 'payments.draft';

export function loadPayment(): StoredPayment | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredPayment) : null;
  } catch {
    return null;
  }
}

export function savePayment(payment: StoredPayment): void {
  sessionStorage.setItem(KEY, JSON.stringify(payment));
}

export function forgetPayment(): void {
  sessionStorage.removeItem(KEY);
}

/** History state of the form page: come back to the stored draft, or a field the bank refused. */
export interface ResumeState {
  resume: true;
  fieldError?: { field: string; message: string };
}

export function isResumeState(state: unknown): state is ResumeState {
  return typeof state === 'object' && state !== null && (state as ResumeState).resume === true;
}
