import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import * as bankAccounts from '../../../api/bankAccounts';
import type { CallInput } from '../../../api/call';
import { callApi } from '../../../api/client';
import { accountDetailsQuery, ownAccountsQuery } from '../../shell/ownAccounts';
import { previousRange, type DateRange } from './transactionRange';

/** The account list is the shell's (one cache for the accounts pages and the payment pages). */
export const accountsQuery = ownAccountsQuery;

export const useAccounts = (customerType: 'Person' | 'Company' | undefined) =>
  useQuery({ ...accountsQuery(customerType ?? 'Person'), enabled: customerType !== undefined });

export const useAccount = (accountId: string, enabled = true) =>
  useQuery({ ...accountDetailsQuery(accountId), enabled });

/**
 * An account's transactions, a range at a time: first the range asked for, then each 'Näytä
 * lisää' the three months before the oldest shown, until the account's opening day.
 */
export const transactionsQuery = (accountId: string, first: DateRange, openedAt?: string) =>
  infiniteQueryOptions({
    queryKey: ['accounts', 'transactions', accountId, first.start, first.end],
    initialPageParam: first,
    queryFn: async ({ pageParam, signal }) => ({
      range: pageParam,
      transactions: await callApi(
        bankAccounts.sepaAccountTransactions,
        { accountId, ...pageParam },
        { signal },
      ),
    }),
    getNextPageParam: (last) => {
      const before = previousRange(last.range);
      return openedAt !== undefined && before.end < openedAt ? undefined : before;
    },
  });

export const depositTransactionsQuery = (accountId: string) =>
  queryOptions({
    queryKey: ['accounts', 'depositTransactions', accountId],
    queryFn: ({ signal }) =>
      callApi(bankAccounts.depositAccountTransactions, { accountId }, { signal }),
  });

export const paymentDetailsQuery = (paymentId: string) =>
  queryOptions({
    queryKey: ['accounts', 'payment', paymentId],
    queryFn: ({ signal }) => callApi(bankAccounts.accountPaymentDetails, { paymentId }, { signal }),
  });

/** Renaming changes the account's page and every list that shows its name. */
export function useRenameAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rename: CallInput<typeof bankAccounts.sepaRenameAccount>) =>
      callApi(bankAccounts.sepaRenameAccount, rename),
    onSuccess: (account) => {
      queryClient.setQueryData(accountDetailsQuery(account.Id).queryKey, account);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: accountDetailsQuery(account.Id).queryKey }),
        queryClient.invalidateQueries({
          predicate: ({ queryKey: [root, customerType] }) =>
            root === 'accounts' && (customerType === 'Person' || customerType === 'Company'),
        }),
      ]);
    },
  });
}
