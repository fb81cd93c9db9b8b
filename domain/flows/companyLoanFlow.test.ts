import { describe, expect, it } from 'vitest';
import { companyLoanChoiceOf, companyLoanFlowOf } from './companyLoanFlow';

const FLEX = { LoanType: 'FlexLoan', Amount: 45_000, InstallmentCount: 12 } as const;

describe('the company loan calculator’s choice as a kept flow', () => {
  it('is kept in cents as a normal loan, and read back as it was chosen', () => {
    const flow = companyLoanFlowOf(FLEX);
    expect(flow).toEqual({
      status: 'Started',
      flowType: 'company-loan',
      companyLoanData: { amount: 4_500_000, duration: 12, loanType: 'FlexLoan', subType: 'Normal' },
    });
    expect(companyLoanChoiceOf(flow.companyLoanData)).toEqual(FLEX);
  });

  it('is none when it breaks the rules of the calculator', () => {
    const kept = companyLoanFlowOf(FLEX).companyLoanData;
    expect(companyLoanChoiceOf({ ...kept, loanType: 'Mortgage' })).toBeNull();
    expect(companyLoanChoiceOf({ ...kept, duration: 36 })).toBeNull();
    expect(companyLoanChoiceOf({ ...kept, amount: 4_500_050 })).toBeNull();
  });
});
