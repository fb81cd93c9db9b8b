import { useSearchParams } from 'react-router';
import { storedFlowRead, storeFlow } from '../../../api/storeflow';
import * as calls from '../../../api/companyLoanApplication';
import {
  companyLoanChoiceOf,
  companyLoanFlowOf,
  type CompanyLoanCalculatorChoice,
} from '../../../domain/flows/companyLoanFlow';
import { FLOW_PARAM } from '../../../domain/flows/storedFlow';
import { send, useCall } from '../../data/calls';

/**
 * The calculator's choice the page kept with the bank before the identification, which its
 * return names (`?flow=`): `none` when no flow is named, `lost` when the bank no longer keeps it
 * (expired, another person's) or it no longer fits the calculator.
 */
export type KeptCompanyLoan =
  { status: 'none' | 'reading' | 'lost' } | { status: 'kept'; choice: CompanyLoanCalculatorChoice };

export function useKeptCompanyLoan(): KeptCompanyLoan {
  const [params] = useSearchParams();
  const flowId = params.get(FLOW_PARAM);
  const kept = useCall(storedFlowRead, { FlowId: flowId ?? '' }, { enabled: flowId !== null });
  if (flowId === null) return { status: 'none' };
  if (kept.isError) return { status: 'lost' };
  if (!kept.data) return { status: 'reading' };
  const { Flow } = kept.data;
  const choice =
    Flow.flowType === 'company-loan' ? companyLoanChoiceOf(Flow.companyLoanData) : null;
  return choice ? { status: 'kept', choice } : { status: 'lost' };
}

/**
 * 'Tunnistaudu' to apply: the bank keeps the choice as the `company-loan` flow for this browser,
 * then the representative's identification starts; its return names the kept flow.
 */
export async function keepChoiceAndIdentify(choice: CompanyLoanCalculatorChoice) {
  await send(storeFlow, companyLoanFlowOf(choice));
  return send(calls.companySignLoginStart, {});
}
