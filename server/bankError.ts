import { messageCode, readMessageCode, type Message } from '../domain/errors/message';

/**
 * A refusal or bad input: which field, why (a message of the i18n catalogue, or its code as the
 * rules give it, rendered in the customer's language when the answer leaves), and the status.
 * Its `message` is the code, so that a refusal kept for later (a failed future payment's
 * reason) can still be told in whichever language reads it.
 */
export class BankError extends Error {
  readonly reason: Message | string;

  constructor(
    readonly field: string,
    reason: Message | string,
    readonly statusCode = 400,
  ) {
    super(typeof reason === 'string' ? reason : messageCode(reason));
    this.reason = typeof reason === 'string' ? (readMessageCode(reason) ?? reason) : reason;
  }
}
