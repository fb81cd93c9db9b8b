import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../api';
import { callApi } from '../../../api/client';

/** A person's accounts and a company's come from different calls of the catalogue. */
export const accountsQuery = (customerType: 'Person' | 'Company') =>
  queryOptions({
    queryKey: ['accounts', customerType],
    queryFn: ({ signal }) =>
      callApi(customerType === 'Company' ? bank.companyAccounts : bank.accounts, {}, { signal }),
  });

export const useAccounts = (customerType: 'Person' | 'Company' | undefined) =>
  useQuery({ ...accountsQuery(customerType ?? 'Person'), enabled: customerType !== undefined });
