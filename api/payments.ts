/** The payments group: verification of payee, instant payments, deposits from another bank. */
import { z } from 'zod';
import { refineWith } from './refine';
import { payeeNameError } from '../domain/payments/payeeForm';
import { PAYEE_VERIFICATION_RESULTS } from '../domain/payments/payeeVerification';
import { account } from './bank';
import { idempotencyKey, movement } from './bankAccounts';
import { defineCall, type CallGroup } from './call';
import { paymentDraft, paymentIdRequest, paymentInit, paymentReceipt } from './paymentDraft';
import { entityId, noPayload, positiveEuros } from './wire';

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

/** SEPA instant: booked at once, within the customer's instant limits. */
export const sepaInstantInitConsumer = defineCall({
  group,
  name: 'sepa-instant-init-consumer',
  request: paymentDraft,
  response: paymentInit,
  policy: {
    summary: 'Prepares a person’s SEPA instant payment for strong confirmation.',
    access: 'act',
    customerType: 'Person',
    confirmation: 'SepaPayment',
  },
});
export const sepaInstantCompleteConsumer = defineCall({
  group,
  name: 'sepa-instant-complete-consumer',
  request: paymentIdRequest,
  response: paymentReceipt,
  policy: {
    summary: 'The receipt of a confirmed instant payment.',
    access: 'act',
    customerType: 'Person',
    changes: ['accounts', 'transactions', 'payments', 'payees'],
  },
});

/** The customer's own accounts in other banks. */
export const bankAccounts = defineCall({
  group,
  name: 'bank_accounts',
  request: noPayload,
  response: z.array(account),
  policy: {
    summary: 'The customer’s own accounts in other banks.',
    access: 'view',
    reads: ['accounts'],
  },
});

/** The accounts of this bank a deposit from another bank can go to. */
export const depositAccountsBank = defineCall({
  group,
  name: 'deposit_accounts_bank',
  request: noPayload,
  response: z.array(account),
  policy: {
    summary: 'The accounts a deposit from another bank can go to.',
    access: 'view',
    reads: ['accounts'],
  },
});

/** A deposit ('Talletus') from the customer's account in another bank, in two steps. */
export const bankAccountStartDeposit = defineCall({
  group,
  name: 'bank_account_start_deposit',
  request: z.object({
    FromExternalAccountId: entityId,
    ToAccountId: entityId,
    Amount: positiveEuros,
    IdempotencyKey: idempotencyKey,
  }),
  response: z.object({ DepositId: z.uuid(), Amount: positiveEuros }),
  policy: {
    summary: 'Starts a deposit from the customer’s account in another bank.',
    access: 'act',
  },
});

export const bankAccountCompleteDeposit = defineCall({
  group,
  name: 'bank_account_complete_deposit',
  request: z.object({ DepositId: entityId }),
  response: movement,
  policy: {
    summary: 'Books a started deposit.',
    access: 'act',
    changes: ['accounts', 'transactions'],
  },
});
