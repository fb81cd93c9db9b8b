import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import * as bank from '../../api/bank';
import * as bankAccounts from '../../api/bankAccounts';
import { callApi } from '../../api/client';
import type { BankAccount } from '../../api/bank';
import { useCustomer } from './customer';

/**
 * The customer's accounts, for every page that moves money. The key is the accounts page's own
 * (`['accounts', customerType]`), so one cache serves both and one invalidation refreshes both.
 */
export const ownAccountsQuery = (customerType: 'Person' | 'Company') =>
  queryOptions({
    queryKey: ['accounts', customerType],
    meta: { reads: bank.accounts.policy.reads },
    queryFn: ({ signal }) =>
      callApi(customerType === 'Company' ? bank.companyAccounts : bank.accounts, {}, { signal }),
  });

export function useOwnAccounts() {
  const { data: customer } = useCustomer();
  return useQuery({
    ...ownAccountsQuery(customer?.customerType ?? 'Person'),
    enabled: customer !== undefined,
  });
}

/** One account with its own page's details (free savings withdrawals among them). */
export const accountDetailsQuery = (accountId: string) =>
  queryOptions({
    queryKey: ['accounts', 'details', accountId],
    meta: { reads: bankAccounts.sepaAccount.policy.reads },
    queryFn: ({ signal }) => callApi(bankAccounts.sepaAccount, { accountId }, { signal }),
  });

/** The bank's own payment and savings accounts, between which money can be moved. */
export function isMovableAccount(account: BankAccount): boolean {
  return (
    account.Type === 'BankAccount' &&
    !account.IsInvestmentPartnerAccount &&
    (account.IsPaymentAccount || account.IsSavingsAccount)
  );
}

/** The query roots that hold balances, transactions and payments. */
const MONEY_QUERY_ROOTS = new Set(['accounts', 'account', 'transactions', 'payments']);

/** After money moved: every balance, transaction list and payment list is fetched anew. */
export function invalidateMoneyQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => MONEY_QUERY_ROOTS.has(String(query.queryKey[0])),
  });
}
