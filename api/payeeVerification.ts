/** Verification of payee (the payments group): does the name match the account's holder. */
import { z } from 'zod';
import { payeeNameError } from '../domain/payments/payeeForm';
import { PAYEE_VERIFICATION_RESULTS } from '../domain/payments/payeeVerification';
import { defineCall, type CallGroup } from './call';
import { refineWith } from './refine';

const group: CallGroup = 'payments';

export const consumerVerifyPayee = defineCall({
  group,
  name: 'consumer-verify-payee',
  request: z
    .object({
      RecipientIban: z.string().overwrite((iban) => iban.replace(/\s+/g, '').toUpperCase()),
      RecipientName: z.string().trim(),
      RecipientBic: z.string().trim().toUpperCase().optional(),
    })
    .superRefine(refineWith((payee) => ({ RecipientName: payeeNameError(payee.RecipientName) }))),
  response: z.object({
    Result: z.enum(PAYEE_VERIFICATION_RESULTS),
    /** The account holder's name when it differs a little (CloseMatch); otherwise null. */
    PayeeName: z.string().nullable(),
  }),
  policy: {
    summary: 'Verification of payee: does the name match the account’s holder.',
    // For companies too, though the catalogue names only the consumer's call: verification of
    // payee is owed to every payer (EU Instant Payments Regulation 2024/886), and a company's
    // new payment goes through it like a person's.
    access: 'act',
    perMinute: 20,
  },
});
