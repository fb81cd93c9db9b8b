import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BankError } from '../bankError';

/**
 * A character no text of the bank may hold: NUL (PostgreSQL cannot store it) or half of a UTF-16
 * surrogate pair (no UTF-8 can encode it), both of which a careless or hostile client can send.
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path (`auth.nextUrl`, `items.2.name`) of the first unstorable text in a value, if any. */
export function unstorableText(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path.join('.') || 'body' : null;
  if (depth > 32 || typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, 'key'].join('.');
    const found = unstorableText(inner, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The address as routed: a `%00` or a broken escape in it is refused like a bad field. */
function unstorableAddress(url: string): boolean {
  try {
    return UNSTORABLE.test(decodeURIComponent(url));
  } catch {
    return true;
  }
}

/**
 * Refuses unstorable text wherever it comes (the address, the query, the body) with a 400 naming
 * where it was, before it can reach the database as a 500: every route is covered, the
 * identification provider's included.
 */
export const hostileInput = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (unstorableAddress(request.url)) {
        throw new BankError('url', 'errors.validation.unstorable', 400);
      }
    });
    app.addHook('preValidation', async (request) => {
      const field = unstorableText(request.body);
      if (field !== null) throw new BankError(field, 'errors.validation.unstorable', 400);
    });
  },
  { name: 'hostileInput', dependencies: ['errors'] },
);
