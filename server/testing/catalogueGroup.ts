import { expect, it } from 'vitest';
import { CATALOGUE } from '../../api/catalogue';
import type { CallGroup } from '../../api/call';
import type { TestBank } from './testBank';

/**
 * The tests that a group of the spec's call catalogue is whole: every call the spec names is
 * declared in `api/`, and each answers a logged-in customer's empty request with neither a 404
 * nor a server error (a refusal or a field's error is an answer).
 */
export function itAnswersEveryCallOf(
  group: CallGroup,
  specNames: readonly string[],
  customer: () => { bank: TestBank; cookie: string },
): void {
  const declared = (name: string) =>
    CATALOGUE.find((call) => call.group === group && call.name === name);

  it(`has all ${specNames.length} of the spec’s calls`, () => {
    expect(specNames.filter((name) => !declared(name))).toEqual([]);
  });

  it.each(specNames)(
    '%s answers a logged-in customer’s empty request, neither 404 nor 5xx',
    async (name) => {
      const call = declared(name)!;
      const { bank, cookie } = customer();
      const response = await bank.call({ method: call.method, url: call.path, cookie });
      expect(response.statusCode).not.toBe(404);
      expect(response.statusCode).toBeLessThan(500);
    },
  );
}
