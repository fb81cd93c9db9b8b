import { sliderSteps } from '../../../domain/forms/slider';
import type { TermDepositCalculation } from '../../../domain/accounts/termDeposit';

/** The calculator's amount step (spec §9), widened so that a slider keeps a usable length. */
const AMOUNT_STEP_EUROS = 1000;
const MAX_AMOUNT_POSITIONS = 500;

/**
 * The amounts the slider offers, in whole euros: every step of 1 000 € across the offered span,
 * and each tier's own lowest amount (the domain: an amount can be anything in the span).
 */
export function depositAmountValues(calculation: TermDepositCalculation): number[] {
  const span = calculation.maxAmount - calculation.minAmount;
  let step = AMOUNT_STEP_EUROS;
  while (span / step > MAX_AMOUNT_POSITIONS) step *= 2;
  const steps = sliderSteps(calculation.minAmount, calculation.maxAmount, step);
  return [...new Set([...steps, ...calculation.amounts])].sort((a, b) => a - b);
}
