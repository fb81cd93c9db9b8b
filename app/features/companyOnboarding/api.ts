import * as auth from '../../../api/auth';
import type { CallOutput } from '../../../api/call';
import * as calls from '../../../api/companyOnboarding';
import { useCall } from '../../data/calls';

export type Onboarding = CallOutput<typeof calls.companyOnboardingUnderWay>;

/** Whether the visitor is identified: a session that is `active`. */
export const useSessionStatus = () => useCall(auth.sessionStatus, {});

/** The representative's onboarding under way (the bank starts one on the first visit). */
export const useOnboarding = ({ enabled }: { enabled: boolean }) =>
  useCall(calls.companyOnboardingUnderWay, {}, { enabled });

export const useBeneficialOwners = (Id: string) =>
  useCall(calls.companyListBeneficialOwners, { Id });

export const useTaxInformation = (Id: string) => useCall(calls.companyGetTaxInformation, { Id });

export const useCompanyKyc = (Id: string) => useCall(calls.companyGetKyc, { Id });
