import { z } from 'zod';
import type { NormalisedError } from '../../../domain/errors/errors';
import { paymentDraft } from '../../../api/paymentDraft';
import { PAYEE_VERIFICATION_RESULTS } from '../../../domain/payments/payeeVerification';
import { useOperationDraft } from '../../data/operation';
import { paymentFields } from './paymentFields';

/**
 * The payment being made, from 'Jatka' to its receipt: what was filled in (with the payee's
 * name the customer chose on the verification page), the verification's answer, and once the
 * bank prepared it, its id for the receipt to complete.
 */
export const storedPayment = z.object({
  draft: paymentFields.extend({ suggestedPayeeName: paymentDraft.shape.suggestedPayeeName }),
  verification: z.object({
    result: z.enum(PAYEE_VERIFICATION_RESULTS),
    suggestedName: z.string().nullable(),
  }),
  paymentId: z.uuid().optional(),
});

export type StoredPayment = z.output<typeof storedPayment>;

/** The payment being made, as the tab's sessionStorage keeps it for the three payment pages. */
export const usePaymentDraft = () => useOperationDraft('payments.draft', storedPayment);

/**
 * The history state of the form page when the customer goes back to it: the stored payment is
 * filled in again, with the bank's refusal of a field, if that is why.
 */
export interface ResumeState {
  resume: true;
  refusal?: NormalisedError;
}

export function isResumeState(state: unknown): state is ResumeState {
  return typeof state === 'object' && state !== null && (state as ResumeState).resume === true;
}
