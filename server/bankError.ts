import { readMessageCode, type Message } from '../domain/errors/message';

/**
 * A refusal or bad input: which field, why (a message of the i18n catalogue, or its code as the
 * rules give it, rendered in the customer's language when the answer leaves), and the status.
 */
export class BankError extends Error {
  readonly reason: Message | string;

  constructor(
    readonly field: string,
    reason: Message | string,
    readonly statusCode = 400,
  ) {
    super(typeof reason === 'string' ? reason : reason.key);
    this.reason = typeof reason === 'string' ? (readMessageCode(reason) ?? reason) : reason;
  }
}
