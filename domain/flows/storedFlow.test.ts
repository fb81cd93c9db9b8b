import { describe, expect, it } from 'vitest';
import { depositChoiceOf, resumePageOf } from './storedFlow';

const FLOW_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('the page a kept flow resumes on', () => {
  it('names the kept deposit on the term deposit’s page', () => {
    const page = resumePageOf(FLOW_ID, {
      flowType: 'deposit',
      data: { depositAmount: 2_500_000, depositDuration: 12 },
    });
    expect(page).toBe(`/bank/accounts/open-term-deposit?flow=${FLOW_ID}`);
  });

  it('gives the loan application its amount in whole euros and its months by address', () => {
    const page = resumePageOf(FLOW_ID, {
      flowType: 'loan',
      data: { amount: 1_200_050, duration: 48 },
    });
    expect(page).toBe('/landing/loan-application?Amount=12001&InstallmentCount=48');
  });

  it('opens a payment account, and names a kept company loan on its application’s page', () => {
    expect(resumePageOf(FLOW_ID, { flowType: 'account' })).toBe(
      '/bank/accounts/open-payment-account',
    );
    const companyLoanData = { amount: 1, duration: 1, loanType: 'NormalLoan', subType: 'Normal' };
    expect(resumePageOf(FLOW_ID, { flowType: 'company-loan', companyLoanData })).toBe(
      `/landing/company-loan-application?flow=${FLOW_ID}`,
    );
  });
});

describe('a kept deposit choice on the sliders', () => {
  const amounts = [1_000, 2_000, 5_000, 10_000];
  const durations = [3, 6, 12, 24];

  it('is taken as it is when the sliders offer it', () => {
    const data = { depositAmount: 500_000, depositDuration: 12 };
    expect(depositChoiceOf(data, amounts, durations)).toEqual({ amount: 5_000, months: 12 });
  });

  it('snaps to the nearest amount and term offered', () => {
    const data = { depositAmount: 9_000_000, depositDuration: 10 };
    expect(depositChoiceOf(data, amounts, durations)).toEqual({ amount: 10_000, months: 12 });
  });

  it('is none when the sliders offer nothing', () => {
    const data = { depositAmount: 500_000, depositDuration: 12 };
    expect(depositChoiceOf(data, [], durations)).toBeNull();
  });
});
