import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as auth from '../../api/auth';
import * as bank from '../../api/bank';
import type { CallInput } from '../../api/call';
import { send, useCall } from '../data/calls';

export const useCustomer = () => useCall(bank.customer, {});
export const useKyc = () => useCall(bank.kyc, {});
export const useCustomerDetails = () => useCall(bank.customerDetails, {});

/**
 * Switches between the person's own and their company's view. Not the call's declared
 * invalidation, which would ask the other customer's reads again under the new one: the bank
 * refuses those it keeps apart (a person's account list is not a company's), and no answer of
 * theirs may show under the new one. So everything but who is logged in is dropped, and reading
 * that anew redraws the pages, which then read the rest for the new customer.
 */
export function useCustomerSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof auth.accountSwitch>) => send(auth.accountSwitch, input),
    onSuccess: async () => {
      const isCustomer = ({ queryKey: [path] }: { queryKey: readonly unknown[] }) =>
        path === bank.customer.path;
      await queryClient.cancelQueries();
      queryClient.removeQueries({ predicate: (query) => !isCustomer(query) });
      await queryClient.refetchQueries({ predicate: isCustomer });
    },
  });
}
