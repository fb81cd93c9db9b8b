import { z } from 'zod';
import { futurePaymentEdit, type listedFuturePayment } from '../../../api/bankPayments';
import { referenceAndMessageProblems } from '../../../api/paymentDraft';
import { refineWith } from '../../../api/refine';
import { dueDateError } from '../../../domain/payments/payment';
import { amountField } from '../../data/amountField';

export type FuturePayment = z.output<typeof listedFuturePayment>;

/**
 * A future payment's amount, due date, reference or message: the edit call's fields and rules,
 * the amount as the kit's AmountInput holds it, and a due date from today to a year ahead.
 */
export function futurePaymentEditForm(today: Date) {
  return z
    .object(futurePaymentEdit.shape)
    .extend({ PaymentAmount: amountField })
    .superRefine(
      refineWith((edit) => ({
        DueDate: dueDateError(edit.DueDate, today),
        ...referenceAndMessageProblems(edit),
      })),
    );
}

export type FuturePaymentEditInput = z.input<ReturnType<typeof futurePaymentEditForm>>;

/** The form as the payment is now. */
export function editOf(payment: FuturePayment): FuturePaymentEditInput {
  return {
    PaymentId: payment.PaymentId,
    PaymentAmount: payment.PaymentAmount,
    DueDate: payment.DueDate,
    ReferenceNumber: payment.ReferenceNumber ?? '',
    Message: payment.Message ?? '',
  };
}
