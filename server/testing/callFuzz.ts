import fc from 'fast-check';
import { expect } from 'vitest';
import type { Call } from '../../api/call';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../api/client';
import { customerIdOf, fund, openAccount } from './money';
import { startTestBank, type TestBank } from './testBank';

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'path' in value;

/** The calls an `api/` module declares. */
export const callsOf = (group: Record<string, unknown>): Call[] =>
  Object.values<unknown>(group).filter(isCall);

/** A valid request of a call, made anew for each run (a fresh IdempotencyKey). */
export type ValidBody = readonly [call: Call, body: () => Record<string, unknown>];

/** A valid request with one of its fields holding another value (or none). */
export type FieldOff = [valid: ValidBody, field: string, replacement: unknown];

/**
 * The seeded bank a fuzz file sends to, and the customer it sends as, with a new payment account
 * holding 500 € (so valid requests pass the rules).
 */
export async function startFuzzing(personalId: string) {
  const bank = await startTestBank();
  const cookie = await bank.cookieFor(personalId);
  const customerId = await customerIdOf(bank, cookie);
  const account = await openAccount(bank.database.db, customerId);
  await fund(bank.database.db, account.id, 500_00);
  return { bank, cookie, customerId, account };
}

/**
 * Values for the calls' fields: most often the ids of real rows (so the rules, not the schemas,
 * answer), then ids of nobody's rows, numbers and dates at the edges, the slice's own words,
 * booleans, texts and any JSON at all.
 */
export function fieldValues({
  ids,
  numbers,
  dates,
  words,
  text = fc.oneof(fc.string(), fc.string({ unit: 'binary' })),
}: {
  ids: readonly string[];
  numbers: readonly number[];
  dates: readonly string[];
  words: readonly string[];
  text?: fc.Arbitrary<string>;
}): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.oneof(fc.double(), fc.integer(), fc.constantFrom(...numbers)) },
    { weight: 2, arbitrary: fc.constantFrom(...dates) },
    { weight: 1, arbitrary: fc.constantFrom(...words) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 2, arbitrary: text },
    { weight: 1, arbitrary: fc.jsonValue() },
  );
}

export interface CallFuzzOptions {
  calls: readonly Call[];
  /** The field names of the calls' requests. */
  fields: readonly string[];
  /** What to put in them: odd, wrong and valid values, the ids of real rows among them. */
  value: fc.Arbitrary<unknown>;
}

/**
 * Fuzzed payloads to a slice's calls, sent as one customer: every answer is below 500, and a
 * refusal carries the ModelState naming the field. fast-check draws a new seed each run (a
 * failure prints it), so the runs of CI after CI add up and each run can stay short.
 */
export function callFuzz(
  bank: TestBank,
  cookie: string,
  { calls, fields, value }: CallFuzzOptions,
) {
  /** The answer's status, once it is known to be no server error. */
  async function answer(call: Call, body: unknown): Promise<number> {
    const response = await bank.app.inject({
      method: call.method,
      url: call.path,
      headers: { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode, `${call.path} ${JSON.stringify(body)}`).toBeLessThan(500);
    if (response.statusCode >= 400) expect(response.json()).toHaveProperty('ModelState');
    return response.statusCode;
  }
  const send = async (call: Call, body: unknown) => {
    await answer(call, body);
  };
  const answerOff = ([[call, body], field, replacement]: FieldOff) =>
    answer(call, { ...body(), [field]: replacement });

  return {
    /** Any JSON at all, to any of the calls. */
    randomJson: (numRuns: number) =>
      fc.assert(fc.asyncProperty(fc.constantFrom(...calls), fc.jsonValue(), send), { numRuns }),

    /** Objects of the calls' own field names holding the values: many pass the schemas. */
    nearlyValid: (numRuns: number, maxKeys = 8) =>
      fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...calls),
          fc.dictionary(fc.constantFrom(...fields), value, { maxKeys }),
          send,
        ),
        { numRuns },
      ),

    /**
     * Valid requests with one of their own fields replaced or removed, so the rules run on all
     * but that field. First `answers`: one request for each kind of answer the calls give, which
     * must get it (proof that the fuzz reaches the bank's rules, not only its schemas).
     */
    async oneFieldOff(
      valid: readonly ValidBody[],
      numRuns: number,
      answers: Partial<Record<200 | 400 | 403 | 404 | 422, FieldOff>>,
    ) {
      for (const [status, request] of Object.entries(answers)) {
        expect(await answerOff(request), `${request[1]}: ${String(request[2])}`).toBe(
          Number(status),
        );
      }
      const runs = fc
        .constantFrom(...valid)
        .chain((request) =>
          fc.tuple(
            fc.constant(request),
            fc.constantFrom(...Object.keys(request[1]())),
            fc.option(value, { nil: undefined }),
          ),
        );
      await fc.assert(
        fc.asyncProperty(runs, async (request) => {
          await answerOff(request);
        }),
        { numRuns },
      );
    },
  };
}
