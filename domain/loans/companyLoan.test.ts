import { describe, expect, it } from 'vitest';
import { companyCalculatorData, companyLoanOffer } from './companyLoan';

describe('company loans', () => {
  it('start from 30 000 € over 36 months, a FlexLoan over 12', () => {
    expect(companyCalculatorData('NormalLoan')).toMatchObject({
      DefaultAmount: 30_000,
      DefaultInstallmentCount: 36,
    });
    expect(companyCalculatorData('FlexLoan')).toMatchObject({
      DefaultAmount: 30_000,
      DefaultInstallmentCount: 12,
      MaxInstallmentCount: 12,
    });
  });

  it('are priced by the one loan calculator, without the consumer caps on fees', () => {
    const offer = companyLoanOffer('NormalLoan', 30_000, 36)!;
    expect(offer).toMatchObject({
      Amount: 30_000,
      InstallmentCount: 36,
      CompanyLoanType: 'NormalLoan',
      // 2 % of 30 000 €: far above the consumer's 150 € a year.
      OpeningFee: 600,
      // 0,05 % of the first 10 000 €.
      MonthlyFee: 5,
      InterestRate: 6.9,
    });
    expect(offer.InstallmentAmount).toBeCloseTo(925.0 + 5, -1);
    expect(offer.EffectiveAnnualRate).toBeGreaterThan(6.9);
    expect(offer.TotalRepayment).toBeCloseTo(offer.InstallmentAmount * 36 + 600, 2);
  });

  it('clamp the duration to the type and refuse amounts outside it', () => {
    expect(companyLoanOffer('FlexLoan', 30_000, 36)!.InstallmentCount).toBe(12);
    expect(companyLoanOffer('FlexLoan', 1_000, 12)).toBeNull();
    expect(companyLoanOffer('NormalLoan', 300_000, 36)).toBeNull();
  });
});
