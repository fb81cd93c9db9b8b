/** The payment a customer fills in (the spec's pending payment draft), shared by SEPA and instant. */
import { z } from 'zod';
import { refineWith } from './refine';
import { payeeBicError, payeeIbanError, payeeNameError } from '../domain/payments/payeeForm';
import { PAYEE_VERIFICATION_RESULTS } from '../domain/payments/payeeVerification';
import {
  paymentMessageError,
  referenceError,
  referenceOrMessageError,
} from '../domain/payments/payment';
import { sepaPrefixError } from '../domain/payments/iban';
import { idempotencyKey, ownMessage } from './bankAccounts';
import { calendarDate, entityId, positiveEuros } from './wire';

export const PAYMENT_TYPES = ['Sepa', 'Instant'] as const;

/** A payment carries a valid reference or a message, never both: the rule of every payment form. */
export function referenceAndMessageProblems(payment: {
  ReferenceNumber?: string;
  Message?: string;
}) {
  return {
    ReferenceNumber: referenceError(payment.ReferenceNumber),
    Message:
      paymentMessageError(payment.Message) ??
      referenceOrMessageError(payment.ReferenceNumber, payment.Message),
  };
}

/** The rules between a draft's fields: the call's, and the payment form's. */
export function paymentDraftProblems(draft: {
  RecipientIban: string;
  RecipientName: string;
  Bic?: string;
  ReferenceNumber?: string;
  Message?: string;
}) {
  return {
    RecipientIban: payeeIbanError(draft.RecipientIban) ?? sepaPrefixError(draft.RecipientIban),
    RecipientName: payeeNameError(draft.RecipientName),
    Bic: payeeBicError(draft.Bic, draft.RecipientIban),
    ...referenceAndMessageProblems(draft),
  };
}

export const paymentDraft = z
  .object({
    sourceAccountId: entityId,
    RecipientIban: z.string().overwrite((iban) => iban.replace(/\s+/g, '').toUpperCase()),
    RecipientName: z.string().overwrite((name) => name.trim()),
    Bic: z.string().trim().toUpperCase().optional(),
    PaymentAmount: positiveEuros,
    DueDate: calendarDate,
    ReferenceNumber: z.string().trim().optional(),
    Message: z.string().trim().optional(),
    OwnMessage: ownMessage,
    payeeVerificationResult: z.enum(PAYEE_VERIFICATION_RESULTS),
    /** The holder's name the verification suggested, when the customer chose to use it. */
    suggestedPayeeName: z.string().trim().max(70).optional(),
    saveReceiverToList: z.boolean().default(false),
    paymentType: z.enum(PAYMENT_TYPES).default('Sepa'),
    IdempotencyKey: idempotencyKey,
  })
  .superRefine(refineWith(paymentDraftProblems));

export type PaymentDraft = z.output<typeof paymentDraft>;

/** The payment waiting for strong confirmation: `SessionId` is the AuthId to confirm it with. */
export const paymentInit = z.object({
  SessionId: z.uuid(),
  PaymentId: z.uuid(),
  /** What the customer approves: "Maksu 120,00 € saajalle …". */
  ApprovalText: z.string(),
});

export const PAYMENT_STATUSES = [
  'AwaitingConfirmation',
  'Confirmed',
  'Scheduled',
  'Booked',
  'Failed',
  'Removed',
] as const;

export const paymentReceipt = z.object({
  PaymentId: z.uuid(),
  Status: z.enum(PAYMENT_STATUSES),
  paymentType: z.enum(PAYMENT_TYPES),
  SourceAccountId: z.uuid(),
  RecipientName: z.string(),
  RecipientIban: z.string(),
  PaymentAmount: positiveEuros,
  DueDate: calendarDate,
  ReferenceNumber: z.string().nullable(),
  Message: z.string().nullable(),
  OwnMessage: z.string().nullable(),
  /** The booking, once the money has moved. */
  TransactionId: z.uuid().nullable(),
  BookingDate: calendarDate.nullable(),
});

export const paymentIdRequest = z.object({ PaymentId: entityId });
