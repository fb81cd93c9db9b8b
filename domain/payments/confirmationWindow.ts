import { message, type Message } from '../errors/message';

/**
 * How long a confirmed payment may wait to be booked. Spec: not shown; we chose 15 minutes, as
 * Finnish banks keep a strong confirmation good for one sitting: the money moves at once on
 * confirmation, and a payment refused then (funds, limits) may be completed again only while
 * the customer is still at it, never days later on an old approval.
 */
export const CONFIRMATION_WINDOW_MINUTES = 15;

const WINDOW_MS = CONFIRMATION_WINDOW_MINUTES * 60 * 1000;

/** Whether a payment confirmed at `confirmedAt` may no longer be booked at `now`. */
export function isConfirmationExpired(confirmedAt: Date, now: Date): boolean {
  return now.getTime() - confirmedAt.getTime() > WINDOW_MS;
}

export const CONFIRMATION_EXPIRED: Message = message('payments.refusals.confirmationExpired', {
  minutes: CONFIRMATION_WINDOW_MINUTES,
});
