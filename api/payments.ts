/** The payments group: verification of payee, instant payments, deposits from another bank. */
import { z } from 'zod';
import { PAYEE_VERIFICATION_RESULTS } from '../domain/payments/payeeVerification';
import { account } from './bank';
import { idempotencyKey, movement } from './bankAccounts';
import { defineCall, type CallGroup } from './call';
import { paymentDraft, paymentIdRequest, paymentInit, paymentReceipt } from './paymentDraft';
import { entityId, noPayload, positiveEuros } from './wire';

const group: CallGroup = 'payments';

export const consumerVerifyPayee = defineCall(
  group,
  'consumer-verify-payee',
  'POST',
  z.object({
    RecipientIban: z.string().overwrite((iban) => iban.replace(/\s+/g, '').toUpperCase()),
    RecipientName: z.string().trim().min(1, 'Tämä tieto tarvitaan').max(70),
    RecipientBic: z.string().trim().toUpperCase().optional(),
  }),
  z.object({
    Result: z.enum(PAYEE_VERIFICATION_RESULTS),
    /** The account holder's name when it differs a little (CloseMatch); otherwise null. */
    PayeeName: z.string().nullable(),
  }),
);

/** SEPA instant: booked at once, within the customer's instant limits. */
export const sepaInstantInitConsumer = defineCall(
  group,
  'sepa-instant-init-consumer',
  'POST',
  paymentDraft,
  paymentInit,
);
export const sepaInstantCompleteConsumer = defineCall(
  group,
  'sepa-instant-complete-consumer',
  'POST',
  paymentIdRequest,
  paymentReceipt,
);

/** The customer's own accounts in other banks. */
export const bankAccounts = defineCall(group, 'bank_accounts', 'POST', noPayload, z.array(account));

/** The accounts of this bank a deposit from another bank can go to. */
export const depositAccountsBank = defineCall(
  group,
  'deposit_accounts_bank',
  'POST',
  noPayload,
  z.array(account),
);

/** A deposit ('Talletus') from the customer's account in another bank, in two steps. */
export const bankAccountStartDeposit = defineCall(
  group,
  'bank_account_start_deposit',
  'POST',
  z.object({
    FromExternalAccountId: entityId,
    ToAccountId: entityId,
    Amount: positiveEuros,
    IdempotencyKey: idempotencyKey,
  }),
  z.object({ DepositId: z.uuid(), Amount: positiveEuros }),
);

export const bankAccountCompleteDeposit = defineCall(
  group,
  'bank_account_complete_deposit',
  'POST',
  z.object({ DepositId: entityId }),
  movement,
);
