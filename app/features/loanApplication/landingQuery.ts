import { LOAN_CALCULATOR_DEFAULTS } from '../../../domain/loans/loanCalculator';

/** The amount and duration the landing page's address asks for, in whole euros and months. */
export interface LoanChoice {
  amount: number;
  months: number;
}

/** Where the choice taken to the identification is kept (applying.ts). */
export const CHOICE_DRAFT = 'loanApplication.choice';

const WHOLE_NUMBER = /^\d{1,7}$/;

function wholeNumber(value: string | null): number | null {
  const trimmed = value?.trim() ?? '';
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const number = Number(trimmed);
  return number > 0 ? number : null;
}

/**
 * `?Amount=12000&InstallmentCount=36` as the calculator's starting point. A value that is not a
 * whole positive number falls back to the calculator's default (10 000 €, 36 months); a number
 * the offer table does not reach is left to the calculator, which snaps it to its nearest step.
 */
export function loanChoiceOf(params: URLSearchParams): LoanChoice {
  return {
    amount: wholeNumber(params.get('Amount')) ?? LOAN_CALCULATOR_DEFAULTS.amount,
    months: wholeNumber(params.get('InstallmentCount')) ?? LOAN_CALCULATOR_DEFAULTS.months,
  };
}
