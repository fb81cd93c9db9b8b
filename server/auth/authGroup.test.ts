import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itAnswersEveryCallOf } from '../testing/catalogueGroup';
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

const AINO = '140388-9028';

let bank: TestBank;
let aino: string;
beforeAll(async () => {
  bank = await startTestBank();
  aino = await bank.cookieFor(AINO);
});
afterAll(() => bank.close());

describe('the auth group of the catalogue', () => {
  it('is the spec’s 40 calls', () => expect(SPEC_AUTH_GROUP).toHaveLength(40));
  itAnswersEveryCallOf('auth', SPEC_AUTH_GROUP, () => ({ bank, cookie: aino }));
});
