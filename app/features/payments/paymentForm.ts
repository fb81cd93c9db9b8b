import type { z } from 'zod';
import { paymentDraftProblems } from '../../../api/paymentDraft';
import { refineWith } from '../../../api/refine';
import { toIsoDate } from '../../../domain/dates/dates';
import { code } from '../../../domain/errors/message';
import { dueDateError } from '../../../domain/payments/payment';
import { amountField } from '../../data/amountField';
import { choiceField } from '../../data/form';
import { paymentFields } from './paymentFields';

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
