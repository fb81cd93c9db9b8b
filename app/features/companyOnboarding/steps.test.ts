import { describe, expect, it } from 'vitest';
import { ONBOARDING_STARTED, SALMISEN_VIHERRAKENNUS } from '../../testing/companyOnboarding';
import { currentStep, previousStep, stepNumber } from './steps';

describe('the onboarding’s steps', () => {
  it('goes to the first step not yet done', () => {
    expect(currentStep(ONBOARDING_STARTED, null)).toBe('phone');
    expect(
      currentStep(
        { ...ONBOARDING_STARTED, PhoneVerified: true, Company: SALMISEN_VIHERRAKENNUS },
        null,
      ),
    ).toBe('company');
    expect(
      currentStep(
        {
          ...ONBOARDING_STARTED,
          PhoneVerified: true,
          Company: SALMISEN_VIHERRAKENNUS,
          PrelimKycDone: true,
        },
        null,
      ),
    ).toBe('owners');
  });

  it('goes back to a step done, never ahead of the first open one', () => {
    const atTax = {
      ...ONBOARDING_STARTED,
      PhoneVerified: true,
      Company: SALMISEN_VIHERRAKENNUS,
      PrelimKycDone: true,
      BeneficialOwnersConfirmed: true,
    };
    expect(currentStep(atTax, 'company')).toBe('company');
    expect(currentStep(atTax, 'confirm')).toBe('tax');
  });

  it('is done once the SALMISEN_VIHERRAKENNUS is a customer', () => {
    expect(
      currentStep({ ...ONBOARDING_STARTED, CompanyCustomerId: ONBOARDING_STARTED.Id }, 'phone'),
    ).toBe('done');
    expect(stepNumber('done')).toBe(6);
    expect(previousStep('phone')).toBeNull();
    expect(previousStep('owners')).toBe('company');
  });
});
