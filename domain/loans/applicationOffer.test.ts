import { describe, expect, it } from 'vitest';
import { applicationOffer } from './applicationOffer';
import { calculateLoan } from './loanCalculator';
import { STANDARD_LOAN_OFFERS } from './loanOffers';

describe('applicationOffer', () => {
  it('carries the calculator’s figures for the amount and duration', () => {
    const calculation = calculateLoan({ rows: STANDARD_LOAN_OFFERS, amount: 12000, months: 36 });
    if (!calculation.ok) throw new Error('no offer');
    const offer = applicationOffer(STANDARD_LOAN_OFFERS, 12000, 36);
    expect(offer).toEqual({
      Amount: 12000,
      InstallmentCount: 36,
      InstallmentAmount: calculation.offer.InstallmentAmount,
      OpeningFee: calculation.offer.OpeningFee,
      MonthlyFee: calculation.offer.MonthlyFee,
      InstallmentFee: calculation.offer.InstallmentFee,
      CompanyLoanType: null,
      InterestRate: calculation.offer.interestRate,
      EffectiveAnnualRate: calculation.offer.effectiveAnnualRate,
      TotalRepayment: calculation.offer.totalRepayment,
    });
    expect(offer!.TotalRepayment).toBeGreaterThan(12000);
  });

  it('has no offer for an amount the table does not price', () => {
    expect(applicationOffer(STANDARD_LOAN_OFFERS, 10, 36)).toBeNull();
  });
});
