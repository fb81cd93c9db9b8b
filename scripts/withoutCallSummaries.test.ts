import { describe, expect, it } from 'vitest';
import { stripCallSummaries } from './withoutCallSummaries';

describe('the web bank build without the calls’ contract summaries', () => {
  it('drops a policy’s summary and keeps everything else the client reads', () => {
    const code = `export const accounts = defineCall({
  name: "accounts",
  policy: { summary: "The customer's accounts" + " with balances.", access: "session", reads: ["accounts"] },
});`;
    const stripped = stripCallSummaries(code);
    expect(stripped).not.toContain('summary');
    expect(stripped).not.toContain('with balances');
    expect(
      new Function('defineCall', `${stripped.replace('export ', '')}; return accounts;`)(
        (call: unknown) => call,
      ),
    ).toEqual({
      name: 'accounts',
      policy: { access: 'session', reads: ['accounts'] },
    });
  });

  it('drops a summary written last, and leaves a summary outside a policy alone', () => {
    const code = `const a = { policy: { access: "public", summary: "Ends the session." } };
const b = { summary: "The loans" };`;
    const stripped = stripCallSummaries(code);
    expect(stripped).toContain('policy: { access: "public" }');
    expect(stripped).toContain('summary: "The loans"');
  });
});
