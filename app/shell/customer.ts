import { useQueryClient } from '@tanstack/react-query';
import * as auth from '../../api/auth';
import * as bank from '../../api/bank';
import { useCall, useCallMutation } from '../data/calls';

export const useCustomer = () => useCall(bank.customer, {});
export const useKyc = () => useCall(bank.kyc, {});
export const useCustomerDetails = () => useCall(bank.customerDetails, {});

/** Switches between the person's own and their company's view; every data set is refreshed. */
export function useCustomerSwitch() {
  const queryClient = useQueryClient();
  return useCallMutation(auth.accountSwitch, { onSuccess: () => queryClient.resetQueries() });
}
