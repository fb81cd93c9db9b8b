import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../api/catalogue';
import { startTestBank, type TestBank } from '../testing/testBank';

/** The auth group of the spec's call catalogue (catalogue-and-validators.md, "Auth"), all 40. */
const SPEC_AUTH_GROUP = [
  'registration-start',
  'registration-verifysms',
  'registration-complete',
  'ping',
  'storeflow',
  'ftnloginstart',
  'ftnlogincomplete',
  'logout',
  'company-tupas-start',
  'company-tupas-complete',
  'company-sms-verification-start',
  'company-sms-verification-complete',
  'company-search',
  'company-search-details',
  'company-update-beneficial-owners',
  'company-update-tax-information',
  'company-get-tax-information',
  'company-update-kyc',
  'company-get-kyc',
  'company-update-prelim-kyc',
  'company-list-beneficial-owners',
  'company-registration-complete',
  'auth-tupas-complete',
  'auth-tupas-token',
  'auth-sms-token',
  'auth-sms-start',
  'auth-sms-complete',
  'verify-phone-start',
  'verify-phone-complete',
  'purchase-rights-add',
  'purchase-rights-delete',
  'purchase-rights-complete',
  'open-banking-init',
  'open-banking-auth-start',
  'open-banking-auth-complete',
  'open-banking-consent-info',
  'consent-reject',
  'consent-accept',
  'consent-list',
  'account-switch',
];

const authCall = (name: string) =>
  CATALOGUE.find((call) => call.group === 'auth' && call.name === name);

const AINO = '140388-9028';

let bank: TestBank;
let aino: string;
beforeAll(async () => {
  bank = await startTestBank();
  aino = await bank.cookieFor(AINO);
});
afterAll(() => bank.close());

describe('the auth group of the catalogue', () => {
  it('has all 40 of the spec’s calls', () => {
    expect(SPEC_AUTH_GROUP).toHaveLength(40);
    expect(SPEC_AUTH_GROUP.filter((name) => !authCall(name))).toEqual([]);
  });

  it.each(SPEC_AUTH_GROUP)(
    '%s answers a logged-in customer’s empty request, neither 404 nor 5xx',
    async (name) => {
      const call = authCall(name)!;
      const response = await bank.call({ method: call.method, url: call.path, cookie: aino });
      expect(response.statusCode).not.toBe(404);
      expect(response.statusCode).toBeLessThan(500);
    },
  );
});
