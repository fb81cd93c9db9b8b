import * as calls from '../../api/companyLoanApplication';
import { companyCalculatorData } from '../../domain/loans/companyLoan';
import type { PageAnswersByPath } from '../plugins/webBank';

/** The company loan page, prerendered like the landing page (app/prerender.tsx). */
const COMPANY_LOAN_PAGE = '/landing/company-loan-application';

/** The page carries its calculator's data for the loan type it starts with: no call to draw it. */
export const COMPANY_LOAN_PAGE_ANSWERS: PageAnswersByPath = {
  [COMPANY_LOAN_PAGE]: () => ({
    [calls.companyCalcdata.name]: companyCalculatorData('NormalLoan'),
  }),
};
