import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as auth from '../../api/auth';
import * as bank from '../../api/bank';
import { callApi } from '../../api/client';

export const customerQuery = queryOptions({
  queryKey: ['customer'],
  queryFn: ({ signal }) => callApi(bank.customer, {}, { signal }),
});

export const kycQuery = queryOptions({
  queryKey: ['customer', 'kyc'],
  queryFn: ({ signal }) => callApi(bank.kyc, {}, { signal }),
});

export const customerDetailsQuery = queryOptions({
  queryKey: ['customer', 'details'],
  queryFn: ({ signal }) => callApi(bank.customerDetails, {}, { signal }),
});

export const useCustomer = () => useQuery(customerQuery);
export const useKyc = () => useQuery(kycQuery);
export const useCustomerDetails = () => useQuery(customerDetailsQuery);

/** Switches between the person's own and their company's view; every data set is refreshed. */
export function useCustomerSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (CustomerId: string) => callApi(auth.accountSwitch, { CustomerId }),
    onSuccess: () => queryClient.resetQueries(),
  });
}
