import { z } from 'zod';
import { paymentDraft, type PAYMENT_TYPES } from '../../../api/paymentDraft';

export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** What the customer fills in: the payment draft of the call, before its payee is verified. */
export const paymentFields = z
  .object(paymentDraft.shape)
  .omit({ payeeVerificationResult: true, suggestedPayeeName: true, IdempotencyKey: true });

/** The payee verification call names the BIC as the payee list does; the draft names it `Bic`. */
export const PAYEE_FIELD_NAMES = { RecipientBic: 'Bic' } as const;

/** A refusal of one of these the customer mends on the payment form. */
export function isPaymentFormField(errorKey: string): boolean {
  return errorKey in paymentFields.shape || errorKey in PAYEE_FIELD_NAMES;
}
