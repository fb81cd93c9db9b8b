import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoServerError } from '../testing/fuzz';
import { AINO } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** Funnel tracking: the steps of an application flow, logged by the sandbox, kept nowhere. */

let bank: TestBank;

beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

const FUNNEL = '/api/bank/funnel-steps';
const STEPS = { Flow: 'term-deposit', gtm: { steps: ['choose'] } };

describe('funnel tracking', () => {
  it('answers the steps recorded, before the login and after it', async () => {
    const before = await bank.call({ url: FUNNEL, body: STEPS });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ Recorded: ['choose'] });
    const cookie = await bank.cookieFor(AINO);
    const after = await bank.call({ url: FUNNEL, cookie, body: STEPS });
    expect(after.json()).toEqual({ Recorded: ['choose'] });
  });

  it('takes only the web bank’s own flows and step names', async () => {
    const flow = await bank.call({ url: FUNNEL, body: { ...STEPS, Flow: 'mortgage' } });
    expect(flow.statusCode).toBe(400);
    expect(Object.keys(flow.json().ModelState)).toEqual(['Flow']);
    const step = await bank.call({ url: FUNNEL, body: { ...STEPS, gtm: { steps: ['<script>'] } } });
    expect(step.statusCode).toBe(400);
  });

  it('never answers fuzzed payloads with a 500', async () => {
    await expectNoServerError(bank, {
      url: FUNNEL,
      cookie: await bank.cookieFor(AINO),
      fields: ['Flow', 'gtm'],
      known: ['card-application', { steps: ['a'] }, { steps: [] }],
      runs: 40,
    });
  }, 60_000);
});
