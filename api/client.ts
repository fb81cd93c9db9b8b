import { z } from 'zod';
import { isErrorBody, normaliseError } from '../domain/errors/errors';
import { ApiError, CSRF_HEADER, CSRF_HEADER_VALUE } from './apiError';
import type { Call, CallInput, CallOutput } from './call';

export { ApiError, CSRF_HEADER, CSRF_HEADER_VALUE } from './apiError';

export interface CallOptions {
  signal?: AbortSignal;
  /** Where the bank is; the same origin by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

function queryString(input: unknown): string {
  const entries = Object.entries((input ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined,
  );
  return entries.length === 0
    ? ''
    : `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`;
}

/**
 * Makes one call of the catalogue: encodes the input (cents → euros), sends it with the CSRF
 * header, decodes the answer (euros → cents) with the call's schema, and turns any error body
 * or failure into an ApiError.
 */
export async function callApi<C extends Call>(
  call: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<CallOutput<C>> {
  const wire = z.encode(call.request, input);
  const url = `${options.baseUrl ?? ''}${call.path}${call.method === 'GET' ? queryString(wire) : ''}`;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: call.method,
      credentials: 'same-origin',
      headers: {
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        Accept: 'application/json',
        ...(call.method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      },
      body: call.method === 'POST' ? JSON.stringify(wire ?? {}) : undefined,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(
      {
        ErrorKey: 'network',
        ErrorMessage: 'Yhteys pankkiin katkesi. Tarkista verkkoyhteys ja yritä uudelleen.',
      },
      0,
    );
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok || (!call.statusIsData && isErrorBody(body))) {
    throw new ApiError(normaliseError(body), response.status);
  }
  const parsed = call.response.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(
      {
        ErrorKey: 'response',
        ErrorMessage: 'Pankin vastaus oli odottamaton. Yritä hetken kuluttua uudelleen.',
      },
      response.status,
    );
  }
  return parsed.data as CallOutput<C>;
}
