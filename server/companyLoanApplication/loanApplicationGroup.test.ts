import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../api/catalogue';
import { approveBank, confirmBank } from '../../api/companyLoanBankApproval';
import { AINO } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** The loan-application group of the spec's call catalogue (catalogue-and-validators.md), all 38. */
const SPEC_LOAN_APPLICATION_GROUP = [
  'init',
  'broker-init',
  'onboarding-update',
  'calculator',
  'start-identification',
  'complete-identification',
  'broker-complete-identification',
  'insurance',
  'approve',
  'confirm',
  'confirm-broker',
  'express-payment',
  'update',
  'cancel',
  'offer',
  'proposals',
  'register',
  'fetch',
  'approve-bank',
  'confirm-bank',
  'company-loan-calculator-data',
  'company-loan-offer',
  'company-loan-application-insert',
  'company-sign-init',
  'company-sign-ftn-start',
  'company-ftn-complete',
  'company-sign-confirm',
  'company-sign-ubos',
  'company-sign-application',
  'company-sign-updatedata',
  'company-loanonboard-init',
  'company-basicdata',
  'company-calcdata',
  'company-tupas-start',
  'company-tupas-complete',
  'company-submit',
  'company-sign-login-start',
  'company-login-complete',
];

const groupCall = (name: string) =>
  CATALOGUE.find((call) => call.group === 'loan-application' && call.name === name);

let bank: TestBank;
let aino: string;
beforeAll(async () => {
  // A bank as in production: no sandbox tester plays the bank's handler.
  bank = await startTestBank();
  aino = await bank.cookieFor(AINO);
});
afterAll(() => bank.close());

describe('the loan-application group of the catalogue', () => {
  it('has all 38 of the spec’s calls', () => {
    expect(SPEC_LOAN_APPLICATION_GROUP).toHaveLength(38);
    expect(SPEC_LOAN_APPLICATION_GROUP.filter((name) => !groupCall(name))).toEqual([]);
  });

  it.each(SPEC_LOAN_APPLICATION_GROUP)(
    '%s answers a logged-in customer’s empty request, neither 404 nor 5xx',
    async (name) => {
      const call = groupCall(name)!;
      const response = await bank.call({ method: call.method, url: call.path, cookie: aino });
      expect(response.statusCode).not.toBe(404);
      expect(response.statusCode).toBeLessThan(500);
    },
  );

  it.each([confirmBank, approveBank])(
    'refuses $name to a customer when no sandbox tester plays the bank’s handler',
    async (call) => {
      const response = await bank.call({
        url: call.path,
        cookie: aino,
        body: { Id: '00000000-0000-4000-8000-000000000000', Approved: true },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().ModelState).toEqual({
        customer: 'Tämän toiminnon tekee vain pankin käsittelijä.',
      });
    },
  );
});
