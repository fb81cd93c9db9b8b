import * as auth from '../../../api/auth';
import type { CallOutput } from '../../../api/call';
import * as calls from '../../../api/companyLoanApplication';
import type { CompanyLoanType } from '../../../domain/loans/loan';
import { useCall } from '../../data/calls';
import { usePageCalculatorData } from './pageCalculatorData';

export type CompanyLoanApplication = CallOutput<typeof calls.companySignInit>;

/** Whether the visitor is identified: a session that is `active`. */
export const useSessionStatus = () => useCall(auth.sessionStatus, {});

/** The calculator's defaults and spans for a loan type (cached 60 hours), the page's own first. */
export const useCalculatorData = (loanType: CompanyLoanType) =>
  useCall(calls.companyCalcdata, { loanType }, { initialData: usePageCalculatorData(loanType) });

/** The companies the identified person may sign for. */
export const useCompanies = () => useCall(calls.companyLoanonboardInit, {});

/** An application to sign, with who has signed and who is awaited. */
export const useApplication = (Id: string, { enabled }: { enabled: boolean }) =>
  useCall(calls.companySignInit, { Id }, { enabled });
