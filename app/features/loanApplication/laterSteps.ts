import { loadBankTexts } from '../../shell/texts';

/**
 * What follows the calculator, in chunks of their own with its texts and the bank's messages: starting the
 * application (its calls, their schemas and the funnel); the application after the identification
 * (the form with its schemas and the loans texts that name its purposes, the offer, the loan
 * granted, with react-hook-form and the bank's cache); the offer table asked from the bank when
 * the page came without it. The calculator's first screen loads none of it: it starts loading as
 * soon as the calculator shows, or with the page's loader when the address is already past it.
 */
const withMessages = <Module>(load: Promise<Module>) =>
  Promise.all([load, loadBankTexts('loanApplication')]).then(([module]) => module);

export const loadApplying = () => withMessages(import('./applying'));

export const loadLaterSteps = () => withMessages(import('./LaterSteps'));

export const loadApplicationForm = () =>
  Promise.all([import('./ApplicationForm'), loadBankTexts('loanApplication', 'loans')]).then(
    ([module]) => module,
  );

/** The loan granted, shown once the application is signed: a chunk of its own. */
export const loadLoanGranted = () => withMessages(import('./LoanGranted'));

export const loadLoadingOverlay = () => import('../../../ui/LoadingOverlay');

export const loadCalculatorNotices = () => import('./CalculatorNotices');

export const loadAskedOfferTable = () => withMessages(import('./AskedOfferTable'));

/** Starts loading what the calculator leads to, without waiting for it. */
export function prefetchLaterSteps(): void {
  void loadApplying();
  void loadCalculatorNotices();
  void loadLoadingOverlay();
  void loadLaterSteps();
  void loadApplicationForm();
  void loadLoanGranted();
}
