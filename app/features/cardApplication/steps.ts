import type { CardApplication } from './api';

/** The application's steps in order, as the step indicator counts them. */
export const STEPS = ['application', 'contact', 'terms', 'proposal', 'payment'] as const;
export type Step = (typeof STEPS)[number] | 'done';

/**
 * The step the application is on: the bank's answer decides once it is sent; before that, the
 * first part not yet filled in (the applicant may go back to an earlier one, `chosen`).
 */
export function currentStep(application: CardApplication, chosen: Step | null): Step {
  switch (application.Status) {
    case 'Proposed':
    case 'Refused':
    case 'Referred':
      return 'proposal';
    case 'CardMade':
      return application.PaymentAccountId === null ? 'payment' : 'done';
    case 'Started':
      break;
  }
  const open = firstOpenStep(application);
  return chosen !== null && stepNumber(chosen) <= stepNumber(open) ? chosen : open;
}

function firstOpenStep(application: CardApplication): Step {
  if (application.MonthlyIncome === null || application.EmploymentEnum === null) {
    return 'application';
  }
  if (application.Email === null || application.ActsOnOwnBehalf === null) return 'contact';
  return 'terms';
}

/** The step's number for the step indicator; the card made counts as the last. */
export const stepNumber = (step: Step) =>
  step === 'done' ? STEPS.length : STEPS.indexOf(step) + 1;
