import { describe, expect, it } from 'vitest';
import type { Onboarding } from './api';
import { currentStep, previousStep, stepNumber } from './steps';

const started: Onboarding = {
  Id: '6f1b9a52-3c2d-4e8f-9a7b-1c2d3e4f5a6b',
  Phone: null,
  PhoneVerified: false,
  Company: null,
  PrelimKycDone: false,
  BeneficialOwnersConfirmed: false,
  TaxInformationDone: false,
  KycDone: false,
  CompanyCustomerId: null,
};
const company = {
  BusinessId: '9823106-8',
  Name: 'Salmisen Viherrakennus Oy',
  CompanyForm: 'Osakeyhtiö',
  City: 'Helsinki',
};

describe('the onboarding’s steps', () => {
  it('goes to the first step not yet done', () => {
    expect(currentStep(started, null)).toBe('phone');
    expect(currentStep({ ...started, PhoneVerified: true, Company: company }, null)).toBe(
      'company',
    );
    expect(
      currentStep({ ...started, PhoneVerified: true, Company: company, PrelimKycDone: true }, null),
    ).toBe('owners');
  });

  it('goes back to a step done, never ahead of the first open one', () => {
    const atTax = {
      ...started,
      PhoneVerified: true,
      Company: company,
      PrelimKycDone: true,
      BeneficialOwnersConfirmed: true,
    };
    expect(currentStep(atTax, 'company')).toBe('company');
    expect(currentStep(atTax, 'confirm')).toBe('tax');
  });

  it('is done once the company is a customer', () => {
    expect(currentStep({ ...started, CompanyCustomerId: started.Id }, 'phone')).toBe('done');
    expect(stepNumber('done')).toBe(6);
    expect(previousStep('phone')).toBeNull();
    expect(previousStep('owners')).toBe('company');
  });
});
