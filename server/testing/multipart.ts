import type { LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../api/client';
import type { TestBank } from './testBank';

const BOUNDARY = '----bank-test-boundary-7d3f';

export interface FormFile {
  name: string;
  type: string;
  content: Uint8Array;
}

/** A `multipart/form-data` body as a browser sends it: each field a text or a file. */
export function formBody(fields: Record<string, string | FormFile>): Buffer {
  const parts = Object.entries(fields).flatMap(([field, value]) =>
    typeof value === 'string'
      ? [`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`]
      : [
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`,
          value.content,
          '\r\n',
        ],
  );
  return Buffer.concat(
    [...parts, `--${BOUNDARY}--\r\n`].map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(part),
    ),
  );
}

/** Sends a form (a file upload) to a call as the web bank does. */
export function sendForm(
  bank: TestBank,
  url: string,
  cookie: string,
  fields: Record<string, string | FormFile>,
): Promise<LightMyRequestResponse> {
  return bank.app.inject({
    method: 'POST',
    url,
    headers: {
      cookie,
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: formBody(fields),
  });
}

const ascii = (text: string) => new TextEncoder().encode(text);

/** A small valid PDF's first bytes, padded to `size`. */
export function pdfOf(size = 1024): Uint8Array {
  const content = new Uint8Array(size);
  content.set(ascii('%PDF-1.7\n% liite\n'));
  return content;
}

/** A Windows program's first bytes ('MZ'). */
export const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]);
