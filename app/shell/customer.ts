import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as auth from '../../api/auth';
import * as bank from '../../api/bank';
import type { CallInput } from '../../api/call';
import { send, useCall } from '../data/calls';

export const useCustomer = () => useCall(bank.customer, {});
export const useKyc = () => useCall(bank.kyc, {});
export const useCustomerDetails = () => useCall(bank.customerDetails, {});

/**
 * Switches between the person's own and their company's view; every data set is refreshed. Not
 * by its tags: what is cached is the other customer's, to be dropped, not fetched again as theirs
 * (a person's account list asked in the company's session is refused).
 */
export function useCustomerSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof auth.accountSwitch>) => send(auth.accountSwitch, input),
    onSuccess: () => queryClient.resetQueries(),
  });
}
