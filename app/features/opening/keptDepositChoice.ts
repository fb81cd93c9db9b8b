import { useSearchParams } from 'react-router';
import { storedFlowRead } from '../../../api/storeflow';
import type { TermDepositCalculation } from '../../../domain/accounts/termDeposit';
import { depositChoiceOf, FLOW_PARAM } from '../../../domain/flows/storedFlow';
import { useCall } from '../../data/calls';
import { depositAmountValues } from './termDepositSliders';

/** The amount (whole euros) and months a deposit chosen before the login starts from. */
export type KeptDepositChoice = { amount: number; months: number };

type DepositData = { depositAmount: number; depositDuration: number };

/** `none`: no flow named; `lost`: the bank no longer keeps it (expired, or not this person's). */
export type KeptDeposit =
  { status: 'none' | 'reading' | 'lost' } | { status: 'kept'; data: DepositData };

/** The term deposit chosen before the login, which the login's return names (`?flow=`). */
export function useKeptDeposit(): KeptDeposit {
  const [params] = useSearchParams();
  const flowId = params.get(FLOW_PARAM);
  const kept = useCall(storedFlowRead, { FlowId: flowId ?? '' }, { enabled: flowId !== null });
  if (flowId === null) return { status: 'none' };
  if (kept.isError) return { status: 'lost' };
  if (!kept.data) return { status: 'reading' };
  const { Flow } = kept.data;
  return Flow.flowType === 'deposit' ? { status: 'kept', data: Flow.data } : { status: 'lost' };
}

/**
 * The kept deposit fitted to the sliders, as a prefill only; null when there is none or the
 * sliders offer nothing near it.
 */
export function keptChoiceOn(
  kept: KeptDeposit,
  calculation: TermDepositCalculation,
): KeptDepositChoice | null {
  if (kept.status !== 'kept') return null;
  return depositChoiceOf(kept.data, depositAmountValues(calculation), calculation.durations);
}
