/** The bank group's payment calls: saved payees, SEPA payments, future payments. */
import { z } from 'zod';
import { refineWith } from './refine';
import { code } from '../domain/errors/message';
import {
  PAYEE_NAME_MAX_LENGTH,
  payeeBicError,
  payeeIbanError,
  payeeNameError,
} from '../domain/payments/payeeForm';
import { defineCall, type CallGroup } from './call';
import {
  paymentDraft,
  paymentIdRequest,
  paymentInit,
  paymentReceipt,
  referenceAndMessageProblems,
} from './paymentDraft';
import { calendarDate, entityId, positiveEuros } from './wire';

const group: CallGroup = 'bank';

export const savedPayee = z.object({
  Id: z.uuid(),
  Name: z.string(),
  ReceiverAccountNumber: z.string(),
  ReceiverName: z.string(),
  ReceiverBic: z.string().nullable(),
});

export const sepaPaymentRecipients = defineCall({
  group,
  name: 'sepa-payment-recipients',
  request: z.object({}).strict().default({}),
  response: z.array(savedPayee),
  policy: { summary: 'The saved payees, sorted by name.', access: 'view', reads: ['payees'] },
});

export const sepaPaymentRecipientAdd = defineCall({
  group,
  name: 'sepa-payment-recipient-add',
  request: z
    .object({
      Name: z
        .string()
        .trim()
        .max(
          PAYEE_NAME_MAX_LENGTH,
          code('errors.validation.tooLong', { max: PAYEE_NAME_MAX_LENGTH }),
        )
        .optional(),
      ReceiverAccountNumber: z.string().overwrite((iban) => iban.replace(/\s+/g, '').toUpperCase()),
      ReceiverName: z.string().overwrite((name) => name.trim()),
      ReceiverBic: z.string().trim().toUpperCase().optional(),
    })
    .superRefine(
      refineWith((payee) => ({
        ReceiverAccountNumber: payeeIbanError(payee.ReceiverAccountNumber),
        ReceiverName: payeeNameError(payee.ReceiverName),
        ReceiverBic: payeeBicError(payee.ReceiverBic, payee.ReceiverAccountNumber),
        // A nickname reaches PDFs and exports as well as the screen: the payee name's characters.
        Name: payee.Name ? payeeNameError(payee.Name) : null,
      })),
    ),
  response: savedPayee,
  policy: { summary: 'Saves a payee.', access: 'act', changes: ['payees'] },
});

export const sepaPaymentRecipientDelete = defineCall({
  group,
  name: 'sepa-payment-recipient-delete',
  request: z.object({ Id: entityId }),
  response: z.object({ Deleted: z.literal(true) }),
  policy: { summary: 'Removes a saved payee.', access: 'act', changes: ['payees'] },
});

export const sepaPaymentInit = defineCall({
  group,
  name: 'sepa-payment-init',
  request: paymentDraft,
  response: paymentInit,
  policy: {
    summary: 'Prepares a SEPA payment for strong confirmation.',
    access: 'act',
    confirmation: 'SepaPayment',
  },
});

/** Books (or schedules) a payment its customer has confirmed; a second call books nothing. */
export const sepaPaymentComplete = defineCall({
  group,
  name: 'sepa-payment-complete',
  request: paymentIdRequest,
  response: paymentReceipt,
  policy: {
    summary: 'The receipt of a confirmed payment (booked or scheduled on confirmation).',
    access: 'act',
    changes: ['accounts', 'transactions', 'payments', 'payees'],
  },
});

export const futurePayment = paymentReceipt;

/** A listed future payment: one that failed on its due date stays listed a while, with why. */
export const listedFuturePayment = futurePayment.extend({
  /** Why it failed, in the customer's language; null while it waits. */
  FailureReason: z.string().nullable(),
});

export const futurePayments = defineCall({
  group,
  name: 'future-payments',
  request: z.object({}).strict().default({}),
  response: z.array(listedFuturePayment),
  policy: {
    summary: 'Payments waiting for their due date, and those that failed on it lately.',
    access: 'view',
    reads: ['payments'],
  },
});

export const removeFuturePayment = defineCall({
  group,
  name: 'remove-future-payment',
  request: paymentIdRequest,
  response: z.object({ Removed: z.literal(true) }),
  policy: {
    summary: 'Removes a payment waiting for its due date.',
    access: 'act',
    changes: ['payments'],
  },
});

/** What may change in a future payment: amount, due date, reference or message. */
export const futurePaymentEdit = z
  .object({
    PaymentId: entityId,
    PaymentAmount: positiveEuros,
    DueDate: calendarDate,
    ReferenceNumber: z.string().trim().optional(),
    Message: z.string().trim().optional(),
  })
  .superRefine(refineWith(referenceAndMessageProblems));

const editInit = z.object({ SessionId: z.uuid(), ApprovalText: z.string() });

export const editFuturePaymentConsumerInit = defineCall({
  group,
  name: 'edit-future-payment-consumer-init',
  request: futurePaymentEdit,
  response: editInit,
  policy: {
    summary: 'Prepares a person’s change to a future payment for strong confirmation.',
    access: 'act',
    customerType: 'Person',
    confirmation: 'FuturePaymentEdit',
  },
});
export const editFuturePaymentCompanyInit = defineCall({
  group,
  name: 'edit-future-payment-company-init',
  request: futurePaymentEdit,
  response: editInit,
  policy: {
    summary: 'Prepares a company’s change to a future payment for strong confirmation.',
    access: 'act',
    customerType: 'Company',
    confirmation: 'FuturePaymentEdit',
  },
});
/** Applies a confirmed edit (persons and companies alike: the catalogue has one complete call). */
export const editFuturePaymentConsumerComplete = defineCall({
  group,
  name: 'edit-future-payment-consumer-complete',
  request: paymentIdRequest,
  response: futurePayment,
  policy: {
    summary: 'The future payment after its confirmed change.',
    access: 'act',
    changes: ['payments'],
  },
});
