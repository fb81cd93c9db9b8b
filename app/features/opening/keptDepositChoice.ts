import type { TermDepositCalculation } from '../../../domain/accounts/termDeposit';
import { depositChoiceOf } from '../../../domain/flows/storedFlow';
import { useKeptFlow, type KeptFlow } from '../../data/keptFlow';
import { depositAmountValues } from './termDepositSliders';

/** The amount (whole euros) and months a deposit chosen before the login starts from. */
export type KeptDepositChoice = { amount: number; months: number };

/** The term deposit chosen before the login. */
export const useKeptDeposit = () =>
  useKeptFlow((flow) => (flow.flowType === 'deposit' ? flow.data : null));

/**
 * The kept deposit fitted to the sliders, as a prefill only; null when there is none or the
 * sliders offer nothing near it.
 */
export function keptChoiceOn(
  kept: KeptFlow<{ depositAmount: number; depositDuration: number }>,
  calculation: TermDepositCalculation,
): KeptDepositChoice | null {
  if (kept.status !== 'kept') return null;
  return depositChoiceOf(kept.value, depositAmountValues(calculation), calculation.durations);
}
