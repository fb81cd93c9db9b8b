/**
 * The error object of the wire: a 4xx body names the wrong field and why, and the client reduces
 * any such body to `{ ErrorKey, ErrorMessage }`.
 */
import { code } from './message';

/** What the sandbox bank answers to bad input: `{ ModelState: { field: message }, status }`. */
export interface ErrorBody {
  ModelState: Record<string, string>;
  status: number;
}

export interface NormalisedError {
  /** The first ModelState key: the field (or catalogue key) that failed. */
  ErrorKey: string;
  /** The bank's text, or a message code (`errors.technical`) to render in the customer's language. */
  ErrorMessage: string;
}

/** ErrorKey when the body names no field at all. */
export const FALLBACK_ERROR_KEY = 'technical_error';

/**
 * The catalogue's rule: any object holding a ModelState or a status field is an error. The
 * session-status answer also has a `status` field, so that call must not be passed through here.
 */
export function isErrorBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && ('ModelState' in body || 'status' in body);
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

// ASP.NET-style servers send a list of messages per field; the first readable one is shown.
function firstMessage(value: unknown): string | undefined {
  return Array.isArray(value) ? value.map(text).find(Boolean) : text(value);
}

/**
 * The first ModelState key and its first message. A key whose messages are empty is skipped
 * for the next one; without any message we fall back to the body's `Message` (ASP.NET's
 * top-level text), then to the technical error's code, keeping the first key if there was one.
 */
export function normaliseError(body: unknown): NormalisedError {
  const record = asRecord(body);
  const modelState = asRecord(record?.ModelState) ?? {};
  const keys = Object.keys(modelState);
  for (const key of keys) {
    const message = firstMessage(modelState[key]);
    if (message !== undefined) return { ErrorKey: key, ErrorMessage: message };
  }
  return {
    ErrorKey: keys[0] ?? FALLBACK_ERROR_KEY,
    ErrorMessage: text(record?.Message) ?? text(record?.message) ?? code('errors.technical'),
  };
}

/** The body the sandbox bank answers when `field` is wrong. */
export function errorBody(field: string, message: string, status = 400): ErrorBody {
  return { ModelState: { [field]: message }, status };
}
