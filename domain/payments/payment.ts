/**
 * The rules of a payment (credit transfer) besides its payee: amount, due date, reference or
 * message, and the text the customer approves.
 */
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { parseIsoDate, toIsoDate } from '../dates/dates';
import { formatIban } from './ibanText';
import { code, message, type Message } from '../errors/message';
import type { Cents } from '../money/money';
import { isValidFinnishReference, normaliseReference } from './reference';
import { isSepaMessage } from '../forms/text';

export const PAYMENT_MESSAGE_MAX_LENGTH = 140;
/** Spec leaves it open; Finnish banks accept due dates up to a year ahead. */
export const PAYMENT_MAX_DAYS_AHEAD = 365;
export const MIN_PAYMENT_CENTS = 1;

/** The codes of what a payment's rules say; the words are in i18n (`payments.rules`). */
export const PAYMENT_MESSAGES = {
  required: code('errors.validation.required'),
  minimum: code('errors.validation.minimumCent'),
  invalidReference: code('payments.rules.invalidReference'),
  messageTooLong: code('payments.rules.messageTooLong', { max: PAYMENT_MESSAGE_MAX_LENGTH }),
  messageCharacters: code('payments.rules.messageCharacters'),
  // A Finnish payment carries a reference or a message, never both: the payee's system reads one.
  referenceAndMessage: code('payments.rules.referenceAndMessage'),
  dueDatePast: code('payments.rules.dueDatePast'),
  dueDateTooFar: code('payments.rules.dueDateTooFar'),
  invalidDate: code('errors.validation.invalidDate'),
} as const;

export function paymentAmountError(cents: Cents | null | undefined): string | null {
  if (cents === null || cents === undefined || Number.isNaN(cents))
    return PAYMENT_MESSAGES.required;
  return cents < MIN_PAYMENT_CENTS ? PAYMENT_MESSAGES.minimum : null;
}

/** An empty reference is fine (a message may be used instead). */
export function referenceError(reference: string | undefined): string | null {
  if (!reference || reference.trim() === '') return null;
  return isValidFinnishReference(reference) ? null : PAYMENT_MESSAGES.invalidReference;
}

export function paymentMessageError(message: string | undefined): string | null {
  if (!message) return null;
  if (message.length > PAYMENT_MESSAGE_MAX_LENGTH) return PAYMENT_MESSAGES.messageTooLong;
  return isSepaMessage(message) ? null : PAYMENT_MESSAGES.messageCharacters;
}

export function referenceOrMessageError(
  reference: string | undefined,
  message: string | undefined,
): string | null {
  return reference?.trim() && message?.trim() ? PAYMENT_MESSAGES.referenceAndMessage : null;
}

/** Today or later, at most a year ahead; `today` is the bank's calendar day. */
export function dueDateError(dueDate: string, today: Date): string | null {
  const day = parseIsoDate(dueDate);
  if (!day) return PAYMENT_MESSAGES.invalidDate;
  const ahead = differenceInCalendarDays(day, today);
  if (ahead < 0) return PAYMENT_MESSAGES.dueDatePast;
  return ahead > PAYMENT_MAX_DAYS_AHEAD ? PAYMENT_MESSAGES.dueDateTooFar : null;
}

/** A payment whose due date is after today waits as a future payment. */
export function isFuturePayment(dueDate: string, today: Date): boolean {
  return dueDate > toIsoDate(today);
}

export function latestDueDate(today: Date): string {
  return toIsoDate(addDays(today, PAYMENT_MAX_DAYS_AHEAD));
}

/** The reference as the bank stores it: no spaces, RF in capitals. */
export function storedReference(reference: string | undefined): string | null {
  return reference && reference.trim() ? normaliseReference(reference) : null;
}

/**
 * What the customer approves with strong identification (dynamic linking, PSD2 RTS art. 5):
 * the amount and the payee, and the due date when it is not today.
 */
export function paymentApproval(
  payment: { amount: Cents; recipientName: string; recipientIban: string; dueDate: string },
  today: Date,
): Message {
  const values = {
    amount: payment.amount,
    name: payment.recipientName,
    iban: formatIban(payment.recipientIban),
  };
  return isFuturePayment(payment.dueDate, today)
    ? message('payments.approval.dated', { ...values, day: payment.dueDate })
    : message('payments.approval.today', values);
}
