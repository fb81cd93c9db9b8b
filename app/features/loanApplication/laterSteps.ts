import { loadBankTexts } from '../../shell/texts';

/**
 * The steps after the calculator, in chunks of their own: the form with its schemas (and the loans
 * texts that name its purposes), the offer, the loan granted, with react-hook-form. The
 * calculator's first screen loads none of it; they start loading as soon as it shows, or with the
 * page's loader when the address is already past it (back from an identification).
 */
export const loadApplicationFlow = () => import('./ApplicationFlow');

export const loadApplicationForm = () =>
  Promise.all([import('./ApplicationForm'), loadBankTexts('loans')]).then(([module]) => module);

export const loadSignedStep = () => import('./LoanGranted');

/** Starts loading the later steps, without waiting for them. */
export function prefetchLaterSteps(): void {
  void loadApplicationFlow();
  void loadApplicationForm();
  void loadSignedStep();
}
