import { describe, expect, it } from 'vitest';
import { companyKycSchema, isAcceptableKyc, prelimKycSchema, type CompanyKyc } from './companyKyc';

const kyc: CompanyKyc = {
  Purpose: 'DailyBusiness',
  MonthlyPayments: 'Under10k',
  HandlesCash: false,
  InternationalPayments: true,
  IsPoliticallyExposed: false,
  ActsOnOwnBehalf: true,
};

describe("a company's KYC answers", () => {
  it('takes every question answered', () => {
    expect(companyKycSchema.parse(kyc)).toEqual(kyc);
    expect(prelimKycSchema.parse({ Turnover: 'Under100k', Employees: 'From1To9' })).toBeTruthy();
  });

  it('asks to choose an answer left out or unknown', () => {
    const problem = companyKycSchema.safeParse({ ...kyc, Purpose: 'Laundering' }).error?.issues[0];
    expect(problem).toMatchObject({ path: ['Purpose'], message: 'companyOnboarding.rules.choose' });
    const { HandlesCash: _, ...missing } = kyc;
    expect(companyKycSchema.safeParse(missing).error?.issues[0]?.path).toEqual(['HandlesCash']);
  });

  it('cannot take a company acting for someone else', () => {
    expect(isAcceptableKyc(kyc)).toBe(true);
    expect(isAcceptableKyc({ ...kyc, ActsOnOwnBehalf: false })).toBe(false);
  });
});
