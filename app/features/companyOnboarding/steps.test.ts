import { describe, expect, it } from 'vitest';
import { ONBOARDING_STARTED, SALMISEN_VIHERRAKENNUS } from '../../testing/companyOnboarding';
import { currentStep, previousStep, stepNumber } from './steps';

const started = ONBOARDING_STARTED;
const company = SALMISEN_VIHERRAKENNUS;

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
