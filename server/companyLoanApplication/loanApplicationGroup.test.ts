import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveBank, confirmBank } from '../../api/companyLoanBankApproval';
import { AINO } from '../testing/money';
import { itAnswersEveryCallOf } from '../testing/catalogueGroup';
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

let bank: TestBank;
let aino: string;
beforeAll(async () => {
  // A bank as in production: no sandbox tester plays the bank's handler.
  bank = await startTestBank();
  aino = await bank.cookieFor(AINO);
});
afterAll(() => bank.close());

describe('the loan-application group of the catalogue', () => {
  it('is the spec’s 38 calls', () => expect(SPEC_LOAN_APPLICATION_GROUP).toHaveLength(38));
  itAnswersEveryCallOf('loan-application', SPEC_LOAN_APPLICATION_GROUP, () => ({
    bank,
    cookie: aino,
  }));

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
