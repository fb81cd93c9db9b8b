import { z } from 'zod';
import { paymentDraft, paymentDraftProblems, type PAYMENT_TYPES } from '../../../api/paymentDraft';
import { refineWith } from '../../../api/refine';
import { toIsoDate } from '../../../domain/dates/dates';
import { code } from '../../../domain/errors/message';
import { dueDateError } from '../../../domain/payments/payment';
import { amountField, choiceField } from '../../data/form';

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

/**
 * The payment form: the draft's fields and rules (api/paymentDraft.ts), an account to choose,
 * the amount as the kit's AmountInput holds it, and a due date from today to a year ahead
 * (today for an instant payment). Reference and message are both open: giving both is an error
 * on the message, so nothing typed is lost when a barcode brings a reference.
 */
export function paymentForm(today: Date) {
  return paymentFields
    .extend({
      sourceAccountId: choiceField(code('payments.form.chooseAccount')),
      PaymentAmount: amountField,
    })
    .superRefine(
      refineWith((form) => ({
        ...paymentDraftProblems(form),
        DueDate:
          form.paymentType === 'Instant' && form.DueDate !== toIsoDate(today)
            ? code('payments.form.instantToday')
            : dueDateError(form.DueDate, today),
      })),
    );
}

export type PaymentFormInput = z.input<ReturnType<typeof paymentForm>>;
export type PaymentFormOutput = z.output<ReturnType<typeof paymentForm>>;

/** A new payment from the given account, due today. */
export function newPayment(sourceAccountId: string, today: Date): PaymentFormInput {
  return {
    sourceAccountId,
    RecipientIban: '',
    RecipientName: '',
    Bic: '',
    PaymentAmount: '',
    DueDate: toIsoDate(today),
    ReferenceNumber: '',
    Message: '',
    OwnMessage: '',
    paymentType: 'Sepa',
    saveReceiverToList: false,
  };
}
