import { z } from 'zod';
import { code } from '../domain/errors/message';
import { isErrorBody, normaliseError } from '../domain/errors/errors';
import { ApiError, CSRF_HEADER, CSRF_HEADER_VALUE } from './apiError';
import { documentTypesOf, type Call, type CallInput, type CallOutput } from './call';

export { ApiError, CSRF_HEADER, CSRF_HEADER_VALUE } from './apiError';

export interface CallOptions {
  signal?: AbortSignal;
  /** Where the bank is; the same origin by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The customer's language: the bank answers its messages in it (Finnish otherwise). */
  language?: string;
}

function queryString(input: unknown): string {
  const entries = Object.entries((input ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined,
  );
  return entries.length === 0
    ? ''
    : `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`;
}

/** A form's fields: its files as files, anything else as text. */
function formDataOf(input: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else if (value !== undefined) form.append(key, String(value));
  }
  return form;
}

const NETWORK_FAILED = { ErrorKey: 'network', ErrorMessage: code('errors.client.network') };

/** Sends one call (encoded with its request schema); a failed connection is an ApiError. */
async function send<C extends Call>(
  call: C,
  input: CallInput<C>,
  options: CallOptions,
  accept: string,
): Promise<Response> {
  const wire = z.encode(call.request, input);
  const url = `${options.baseUrl ?? ''}${call.path}${call.method === 'GET' ? queryString(wire) : ''}`;
  const form = call.policy.accepts === 'multipart/form-data';
  try {
    return await (options.fetch ?? fetch)(url, {
      method: call.method,
      credentials: 'same-origin',
      headers: {
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        Accept: accept,
        ...(options.language ? { 'Accept-Language': options.language } : {}),
        // A form's boundary is chosen by fetch, which sets its Content-Type itself.
        ...(call.method === 'POST' && !form ? { 'Content-Type': 'application/json' } : {}),
      },
      body:
        call.method !== 'POST' ? undefined : form ? formDataOf(wire) : JSON.stringify(wire ?? {}),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_FAILED, 0);
  }
}

async function refusal(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  return new ApiError(normaliseError(body), response.status);
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
  const response = await send(call, input, options, 'application/json');
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok || (!call.policy.statusIsData && isErrorBody(body))) {
    throw new ApiError(normaliseError(body), response.status);
  }
  const parsed = call.response.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(
      { ErrorKey: 'response', ErrorMessage: code('errors.client.unexpectedAnswer') },
      response.status,
    );
  }
  return parsed.data as CallOutput<C>;
}

/** The name the bank gave the file (`Content-Disposition: attachment; filename="…"`). */
function fileNameOf(response: Response): string | undefined {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

/** Fetches a document a download call answers with (a PDF, a CSV), with the name the bank gave it. */
export async function downloadCall<C extends Call>(
  call: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const types = documentTypesOf(call.policy);
  const response = await send(call, input, options, types.length > 0 ? types.join(', ') : '*/*');
  if (!response.ok) throw await refusal(response);
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}
