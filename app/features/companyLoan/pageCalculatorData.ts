import { useMemo } from 'react';
import * as calls from '../../../api/companyLoanApplication';
import type { CompanyLoanType } from '../../../domain/loans/loan';
import { usePageAnswers } from '../../shell/pageAnswers';

/**
 * The calculator's data for the loan type as the page carries it: written by the bank into the
 * page it served (server/companyLoanApplication/pageAnswers.ts), or by the build that prerendered
 * it (app/prerender.tsx). So the calculator draws at once, with no loading state between the
 * prerendered page and React's. None for another loan type or on a page without it.
 */
export function usePageCalculatorData(loanType: CompanyLoanType) {
  const answers = usePageAnswers();
  const carried = useMemo(
    () => calls.companyCalcdata.response.safeParse(answers[calls.companyCalcdata.name]),
    [answers],
  );
  return carried.success && carried.data.LoanType === loanType ? carried.data : undefined;
}
