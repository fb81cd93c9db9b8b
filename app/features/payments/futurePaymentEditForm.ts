import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { futurePayment } from '../../../api/bankPayments';
import { parseEuroAmount } from '../../../domain/money/money';
import {
  dueDateError,
  paymentMessageError,
  referenceError,
  referenceOrMessageError,
} from '../../../domain/payments/payment';
import { amountText } from '../../shell/euroAmount';
import { amountError } from './paymentForm';

export type FuturePayment = z.output<typeof futurePayment>;

/** What may change in a future payment, named as the bank names the fields. */
export interface FuturePaymentEditValues {
  PaymentAmount: string;
  DueDate: string;
  ReferenceNumber: string;
  Message: string;
}

export const FUTURE_PAYMENT_EDIT_FIELDS = [
  'PaymentAmount',
  'DueDate',
  'ReferenceNumber',
  'Message',
] as const;

export function futurePaymentEditDefaults(payment: FuturePayment): FuturePaymentEditValues {
  return {
    PaymentAmount: amountText(payment.PaymentAmount),
    DueDate: payment.DueDate,
    ReferenceNumber: payment.ReferenceNumber ?? '',
    Message: payment.Message ?? '',
  };
}

export function futurePaymentEditSchema(t: TFunction, today: Date) {
  return z
    .object({
      PaymentAmount: z.string(),
      DueDate: z.string(),
      ReferenceNumber: z.string(),
      Message: z.string(),
    })
    .superRefine((form, context) => {
      const problems: [keyof FuturePaymentEditValues, string | null][] = [
        ['PaymentAmount', amountError(form.PaymentAmount, t)],
        ['DueDate', dueDateError(form.DueDate, today)],
        ['ReferenceNumber', referenceError(form.ReferenceNumber)],
        [
          'Message',
          paymentMessageError(form.Message) ??
            referenceOrMessageError(form.ReferenceNumber, form.Message),
        ],
      ];
      for (const [path, message] of problems) {
        if (message) context.addIssue({ code: 'custom', path: [path], message });
      }
    });
}

/** The edit as the bank's init call takes it. */
export function toFuturePaymentEdit(paymentId: string, values: FuturePaymentEditValues) {
  const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());
  return {
    PaymentId: paymentId,
    PaymentAmount: parseEuroAmount(values.PaymentAmount) ?? 0,
    DueDate: values.DueDate,
    ReferenceNumber: optional(values.ReferenceNumber),
    Message: optional(values.Message),
  };
}
