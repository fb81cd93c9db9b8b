import { storeFlow } from '../../../api/storeflow';
import * as calls from '../../../api/companyLoanApplication';
import {
  companyLoanChoiceOf,
  companyLoanFlowOf,
  type CompanyLoanCalculatorChoice,
} from '../../../domain/flows/companyLoanFlow';
import { send } from '../../data/calls';
import { useKeptFlow } from '../../data/keptFlow';

/** The calculator's choice the page kept with the bank before the identification. */
export const useKeptCompanyLoan = () =>
  useKeptFlow<CompanyLoanCalculatorChoice>((flow) =>
    flow.flowType === 'company-loan' ? companyLoanChoiceOf(flow.companyLoanData) : null,
  );

/**
 * 'Tunnistaudu' to apply: the bank keeps the choice as the `company-loan` flow for this browser,
 * then the representative's identification starts; its return names the kept flow.
 */
export async function keepChoiceAndIdentify(choice: CompanyLoanCalculatorChoice) {
  await send(storeFlow, companyLoanFlowOf(choice));
  return send(calls.companySignLoginStart, {});
}
