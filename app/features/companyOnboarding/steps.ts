import type { Onboarding } from './api';

/** The onboarding's steps in order, as the step indicator counts them. */
export const STEPS = ['phone', 'company', 'owners', 'tax', 'kyc', 'confirm'] as const;
export type Step = (typeof STEPS)[number] | 'done';

/**
 * The step the onboarding is on: the first not yet done, or an earlier one the representative
 * went back to (`chosen`); once the company is a customer, done.
 */
export function currentStep(onboarding: Onboarding, chosen: Step | null): Step {
  if (onboarding.CompanyCustomerId !== null) return 'done';
  const open = firstOpenStep(onboarding);
  return chosen !== null && stepNumber(chosen) <= stepNumber(open) ? chosen : open;
}

function firstOpenStep(onboarding: Onboarding): Step {
  if (!onboarding.PhoneVerified) return 'phone';
  if (onboarding.Company === null || !onboarding.PrelimKycDone) return 'company';
  if (!onboarding.BeneficialOwnersConfirmed) return 'owners';
  if (!onboarding.TaxInformationDone) return 'tax';
  if (!onboarding.KycDone) return 'kyc';
  return 'confirm';
}

/** The step's number for the step indicator; done counts as the last. */
export const stepNumber = (step: Step) =>
  step === 'done' ? STEPS.length : STEPS.indexOf(step) + 1;

/** The step before, for the back button; none for the first. */
export const previousStep = (step: Step): Step | null => {
  const index = step === 'done' ? -1 : STEPS.indexOf(step);
  return index > 0 ? (STEPS[index - 1] ?? null) : null;
};
