/**
 * Paying a loan instalment from the customer's own account in another bank (the payments group):
 * the banks, that bank's accounts, then the payment, which the other bank approves on its own
 * payment page (the sandbox stands in for it, as for deposits) before the bank books it.
 */
import { z } from 'zod';
import { code } from '../domain/errors/message';
import { isValidBic } from '../domain/payments/iban';
import { account } from './bank';
import { defineCall, type CallGroup } from './call';
import { instalmentPayment, instalmentReceipt } from './loans';
import { entityId, noPayload } from './wire';

const group: CallGroup = 'payments';

/** A bank the customer has an account in, known by its BIC. */
export const loanPaymentBank = z.object({ Bic: z.string(), Name: z.string() });

export const loanPaymentBanks = defineCall({
  group,
  name: 'loan-payment-banks',
  request: noPayload,
  response: z.array(loanPaymentBank),
  policy: {
    summary:
      'The other banks a person can pay a loan instalment from: those of their own accounts.',
    access: 'view',
    customerType: 'Person',
    reads: ['accounts'],
  },
});

export const loanPaymentAccounts = defineCall({
  group,
  name: 'loan-payment-accounts',
  request: z.object({
    Bic: z
      .string({ error: code('payments.rules.invalidBic') })
      .trim()
      .toUpperCase()
      .refine(isValidBic, code('payments.rules.invalidBic')),
  }),
  response: z.array(account),
  policy: {
    summary: 'The person’s own accounts in one of those banks.',
    access: 'view',
    customerType: 'Person',
    reads: ['accounts'],
  },
});

/** Booked once per idempotency key; the money is allocated as any instalment payment is. */
export const completeLoanPayment = defineCall({
  group,
  name: 'complete-loan-payment',
  request: instalmentPayment.omit({ FromAccountId: true }).extend({
    FromExternalAccountId: entityId,
  }),
  // The other bank keeps the paying account's balance; `TransactionId` is the loan statement's row.
  response: instalmentReceipt.omit({ AccountBalance: true }),
  policy: {
    summary: 'Pays a loan instalment from the person’s own account in another bank.',
    access: 'act',
    customerType: 'Person',
    changes: ['loans', 'accounts', 'transactions'],
  },
});
