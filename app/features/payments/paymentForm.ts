import type { TFunction } from 'i18next';
import { z } from 'zod';
import { toIsoDate } from '../../../domain/dates/dates';
import { parseEuroAmount } from '../../../domain/money/money';
import {
  dueDateError,
  PAYMENT_MESSAGE_MAX_LENGTH,
  PAYMENT_MESSAGES,
  paymentMessageError,
  referenceError,
  referenceOrMessageError,
} from '../../../domain/payments/payment';
import { PAYMENT_TYPES } from '../../../api/paymentDraft';
import type { PayeePayload } from '../../../domain/payments/payeeForm';
import type { PayeeVerificationResult } from '../../../domain/payments/payeeVerification';
import { amountText, euroAmountError } from '../../shell/euroAmount';
import type { StoredPayment } from './draft';

/** The payment form's fields as typed (the payee is chosen in the kit's tabs beside it). */
export interface PaymentFormValues {
  sourceAccountId: string;
  amount: string;
  DueDate: string;
  ReferenceNumber: string;
  Message: string;
  OwnMessage: string;
  paymentType: (typeof PAYMENT_TYPES)[number];
  saveReceiverToList: boolean;
}

/** The amount field's rule, with this form's text for an unreadable amount. */
export function amountError(text: string, t: TFunction): string | null {
  return euroAmountError(text, t('payments.form.amountInvalid'));
}

/**
 * The rules of domain/payment.ts on the form's fields. Reference and message are both open:
 * giving both is an error on the message ('Anna joko viitenumero tai viesti, ei molempia'), so
 * nothing typed is lost when a barcode brings a reference.
 */
export function paymentFormSchema(t: TFunction, today: Date) {
  return z
    .object({
      sourceAccountId: z.string(),
      amount: z.string(),
      DueDate: z.string(),
      ReferenceNumber: z.string(),
      Message: z.string(),
      OwnMessage: z.string(),
      paymentType: z.enum(PAYMENT_TYPES),
      saveReceiverToList: z.boolean(),
    })
    .superRefine((form, context) => {
      const problems: [keyof PaymentFormValues, string | null][] = [
        ['sourceAccountId', form.sourceAccountId ? null : t('payments.form.chooseAccount')],
        ['amount', amountError(form.amount, t)],
        [
          'DueDate',
          form.paymentType === 'Instant' && form.DueDate !== toIsoDate(today)
            ? t('payments.form.instantToday')
            : dueDateError(form.DueDate, today),
        ],
        ['ReferenceNumber', referenceError(form.ReferenceNumber)],
        [
          'Message',
          paymentMessageError(form.Message) ??
            referenceOrMessageError(form.ReferenceNumber, form.Message),
        ],
        [
          'OwnMessage',
          form.OwnMessage.length > PAYMENT_MESSAGE_MAX_LENGTH
            ? PAYMENT_MESSAGES.messageTooLong
            : null,
        ],
      ];
      for (const [path, message] of problems) {
        if (message) context.addIssue({ code: 'custom', path: [path], message });
      }
    });
}

/** The bank's field names (ErrorKey) of the form's own fields. */
export const FORM_FIELD_OF_ERROR_KEY: Record<string, keyof PaymentFormValues> = {
  sourceAccountId: 'sourceAccountId',
  PaymentAmount: 'amount',
  DueDate: 'DueDate',
  ReferenceNumber: 'ReferenceNumber',
  Message: 'Message',
  OwnMessage: 'OwnMessage',
  paymentType: 'paymentType',
};

/** The bank's field names of the payee, which the kit's payee tabs hold. */
export const PAYEE_ERROR_KEYS = new Set(['RecipientIban', 'RecipientName', 'Bic', 'RecipientBic']);

/** The form and its chosen payee as the draft the bank prepares (without the verification). */
export function toPaymentDraft(
  values: PaymentFormValues,
  payee: PayeePayload,
  verification: PayeeVerificationResult,
  payeeAlreadySaved: boolean,
): StoredPayment['draft'] {
  const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());
  return {
    sourceAccountId: values.sourceAccountId,
    RecipientIban: payee.RecipientIban,
    RecipientName: payee.RecipientName,
    Bic: payee.RecipientBic,
    PaymentAmount: parseEuroAmount(values.amount) ?? 0,
    DueDate: values.DueDate,
    ReferenceNumber: optional(values.ReferenceNumber),
    Message: optional(values.Message),
    OwnMessage: optional(values.OwnMessage),
    payeeVerificationResult: verification,
    saveReceiverToList: values.saveReceiverToList && !payeeAlreadySaved,
    paymentType: values.paymentType,
  };
}

/** The form as a stored draft left it, or empty for a new payment from the given account. */
export function paymentFormDefaults(
  stored: StoredPayment | null,
  sourceAccountId: string,
  today: Date,
): PaymentFormValues {
  const draft = stored?.draft;
  return {
    sourceAccountId: draft?.sourceAccountId ?? sourceAccountId,
    amount: draft ? amountText(draft.PaymentAmount) : '',
    DueDate: draft?.DueDate ?? toIsoDate(today),
    ReferenceNumber: draft?.ReferenceNumber ?? '',
    Message: draft?.Message ?? '',
    OwnMessage: draft?.OwnMessage ?? '',
    paymentType: draft?.paymentType ?? 'Sepa',
    saveReceiverToList: draft?.saveReceiverToList ?? false,
  };
}
