/**
 * The error side of the client, without the schemas: pages that only need to recognise an error
 * (the query client, the login page) do not load zod for it.
 */
import type { NormalisedError } from '../domain/errors/errors';

/** The header the sandbox bank's CSRF guard expects on every call. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'verkkopankki';

/** A refused or failed call, normalised to the spec's `{ ErrorKey, ErrorMessage }`. */
export class ApiError extends Error implements NormalisedError {
  readonly ErrorKey: string;
  readonly ErrorMessage: string;

  constructor(
    error: NormalisedError,
    /** The HTTP status; 0 when the bank could not be reached at all. */
    readonly status: number,
  ) {
    super(error.ErrorMessage);
    this.ErrorKey = error.ErrorKey;
    this.ErrorMessage = error.ErrorMessage;
  }

  /** The session ended (timeout, logout elsewhere): the app goes to the forced-logout page. */
  get isSessionEnded(): boolean {
    return this.status === 401;
  }
}
