/** The bank group's payment calls: saved payees, SEPA payments, future payments. */
import { z } from 'zod';
import {
  paymentMessageError,
  referenceError,
  referenceOrMessageError,
} from '../domain/payments/payment';
import { payeeBicError, payeeIbanError, payeeNameError } from '../domain/payments/payeeForm';
import { defineCall, type CallGroup } from './call';
import { paymentDraft, paymentIdRequest, paymentInit, paymentReceipt } from './paymentDraft';
import { calendarDate, entityId, positiveEuros } from './wire';

const group: CallGroup = 'bank';

export const savedPayee = z.object({
  Id: z.uuid(),
  Name: z.string(),
  ReceiverAccountNumber: z.string(),
  ReceiverName: z.string(),
  ReceiverBic: z.string().nullable(),
});

export const sepaPaymentRecipients = defineCall(
  group,
  'sepa-payment-recipients',
  'POST',
  z.object({}).strict().default({}),
  z.array(savedPayee),
);

export const sepaPaymentRecipientAdd = defineCall(
  group,
  'sepa-payment-recipient-add',
  'POST',
  z
    .object({
      Name: z.string().trim().max(50, 'Enintään 50 merkkiä').optional(),
      ReceiverAccountNumber: z.string().overwrite((iban) => iban.replace(/\s+/g, '').toUpperCase()),
      ReceiverName: z.string().overwrite((name) => name.trim()),
      ReceiverBic: z.string().trim().toUpperCase().optional(),
    })
    .superRefine((payee, context) => {
      const problems: [string, string | null][] = [
        ['ReceiverAccountNumber', payeeIbanError(payee.ReceiverAccountNumber)],
        ['ReceiverName', payeeNameError(payee.ReceiverName)],
        ['ReceiverBic', payeeBicError(payee.ReceiverBic, payee.ReceiverAccountNumber)],
      ];
      for (const [path, message] of problems) {
        if (message) context.addIssue({ code: 'custom', path: [path], message });
      }
    }),
  savedPayee,
);

export const sepaPaymentRecipientDelete = defineCall(
  group,
  'sepa-payment-recipient-delete',
  'POST',
  z.object({ Id: entityId }),
  z.object({ Deleted: z.literal(true) }),
);

export const sepaPaymentInit = defineCall(
  group,
  'sepa-payment-init',
  'POST',
  paymentDraft,
  paymentInit,
);

/** Books (or schedules) a payment its customer has confirmed; a second call books nothing. */
export const sepaPaymentComplete = defineCall(
  group,
  'sepa-payment-complete',
  'POST',
  paymentIdRequest,
  paymentReceipt,
);

export const futurePayment = paymentReceipt;

export const futurePayments = defineCall(
  group,
  'future-payments',
  'POST',
  z.object({}).strict().default({}),
  z.array(futurePayment),
);

export const removeFuturePayment = defineCall(
  group,
  'remove-future-payment',
  'POST',
  paymentIdRequest,
  z.object({ Removed: z.literal(true) }),
);

/** What may change in a future payment: amount, due date, reference or message. */
export const futurePaymentEdit = z
  .object({
    PaymentId: entityId,
    PaymentAmount: positiveEuros,
    DueDate: calendarDate,
    ReferenceNumber: z.string().trim().optional(),
    Message: z.string().trim().optional(),
  })
  .superRefine((edit, context) => {
    const problems: [string, string | null][] = [
      ['ReferenceNumber', referenceError(edit.ReferenceNumber)],
      [
        'Message',
        paymentMessageError(edit.Message) ??
          referenceOrMessageError(edit.ReferenceNumber, edit.Message),
      ],
    ];
    for (const [path, message] of problems) {
      if (message) context.addIssue({ code: 'custom', path: [path], message });
    }
  });

const editInit = z.object({ SessionId: z.uuid(), ApprovalText: z.string() });

export const editFuturePaymentConsumerInit = defineCall(
  group,
  'edit-future-payment-consumer-init',
  'POST',
  futurePaymentEdit,
  editInit,
);
export const editFuturePaymentCompanyInit = defineCall(
  group,
  'edit-future-payment-company-init',
  'POST',
  futurePaymentEdit,
  editInit,
);
/** Applies a confirmed edit (persons and companies alike: the catalogue has one complete call). */
export const editFuturePaymentConsumerComplete = defineCall(
  group,
  'edit-future-payment-consumer-complete',
  'POST',
  paymentIdRequest,
  futurePayment,
);
