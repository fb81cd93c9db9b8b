import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestBank } from './testBank';

/**
 * Payloads a careless or hostile client might send for a call with these fields: anything at
 * all, and objects with the call's own field names holding odd values (ids of the right shape
 * that are nobody's, the `known` values of real rows, dates, numbers at the edges, strings).
 */
export function payloads(fields: readonly string[], known: readonly unknown[] = []) {
  const value = fc.oneof(
    fc.jsonValue(),
    fc.uuid(),
    fc.constantFrom(...known, null, '', 0, -1, 1e15, 0.001, true, '2026-02-30', '9999-12-31'),
    fc
      .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
    fc.double(),
    fc.integer(),
    fc.string({ maxLength: 60 }),
  );
  return fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.constantFrom(...fields), value),
    fc.record(Object.fromEntries(fields.map((field) => [field, value]))),
  );
}

/** Any value as a query string carries it: texts as they are, the rest as JSON. */
const asQueryValue = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** Every payload is answered, and never with a 500: bad input is the client's error. */
export async function expectNoServerError(
  bank: TestBank,
  {
    url,
    method = 'POST',
    cookie,
    fields,
    known,
    runs = 60,
  }: {
    url: string;
    method?: 'GET' | 'POST';
    cookie: string;
    fields: readonly string[];
    known?: readonly unknown[];
    runs?: number;
  },
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(payloads(fields, known), async (payload) => {
      const response =
        method === 'POST'
          ? await bank.call({ url, cookie, body: payload })
          : await bank.call({
              method,
              cookie,
              url: `${url}?${new URLSearchParams(
                typeof payload === 'object' && payload !== null && !Array.isArray(payload)
                  ? Object.entries(payload).map(([key, v]) => [key, asQueryValue(v)])
                  : [['q', asQueryValue(payload)]],
              )}`,
            });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
    }),
    { numRuns: runs },
  );
}
