import type { z } from 'zod';

export const CALL_GROUPS = [
  'auth',
  'bank',
  'cards',
  'loans',
  'payments',
  'loan-application',
] as const;
export type CallGroup = (typeof CALL_GROUPS)[number];

/**
 * One call of the catalogue: its path, method and the zod schemas of its request and response.
 * The server validates with them; the client encodes requests and decodes responses with them.
 */
export interface Call<
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  group: CallGroup;
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The body of a POST, the query of a GET. */
  request: Request;
  response: Response;
  /**
   * The session-status answer is `{ status }`, which the catalogue's error rule would take for an
   * error; calls marked here skip that rule (a non-2xx answer is still an error).
   */
  statusIsData?: boolean;
}

export function defineCall<Request extends z.ZodType, Response extends z.ZodType>(
  group: CallGroup,
  name: string,
  method: 'GET' | 'POST',
  request: Request,
  response: Response,
  options: { statusIsData?: boolean } = {},
): Call<Request, Response> {
  return { group, name, method, path: `/api/${group}/${name}`, request, response, ...options };
}

/** What the caller hands over: domain values (cents), before the wire encoding. */
export type CallInput<C extends Call> = z.output<C['request']>;
/** What the caller gets back: domain values, after decoding. */
export type CallOutput<C extends Call> = z.output<C['response']>;
