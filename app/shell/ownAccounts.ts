import type { QueryClient } from '@tanstack/react-query';
import type { BankAccount } from '../../api/bank';
import * as bankAccounts from '../../api/bankAccounts';
import type { CustomerType } from '../../domain/catalogue/enumerations';
import { callQuery, invalidateTags, useCall } from '../data/calls';
import { useCustomer } from './customer';
import { accountListCall, mayView } from './customerView';

/** The customer's accounts, for the account pages and every page that moves money. */
export function useOwnAccounts() {
  const { data: customer } = useCustomer();
  return useCall(
    accountListCall(customer?.customerType ?? 'Person'),
    {},
    {
      enabled: customer !== undefined && mayView(customer),
    },
  );
}

/** One account with its own page's details (free savings withdrawals among them). */
export function useAccountDetails(accountId: string | undefined) {
  return useCall(
    bankAccounts.sepaAccount,
    { accountId: accountId ?? '' },
    {
      enabled: accountId !== undefined,
    },
  );
}

/** The bank's own payment and savings accounts, between which money can be moved. */
export function isMovableAccount(account: BankAccount): boolean {
  return (
    account.Type === 'BankAccount' &&
    !account.IsInvestmentPartnerAccount &&
    (account.IsPaymentAccount || account.IsSavingsAccount)
  );
}

// What follows serves the pages that still build their own queries (payments, movements,
// opening) until they read and write through app/data/calls.ts; nothing else uses it.

export const ownAccountsQuery = (customerType: CustomerType) =>
  callQuery(accountListCall(customerType), {});

export const accountDetailsQuery = (accountId: string) =>
  callQuery(bankAccounts.sepaAccount, { accountId });

/** Their own query keys' roots that hold balances, transactions and payments. */
const MONEY_QUERY_ROOTS = new Set(['accounts', 'account', 'transactions', 'payments']);

/** After money moved: every balance, transaction list and payment list is fetched anew. */
export function invalidateMoneyQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    invalidateTags(queryClient, ['accounts', 'transactions', 'payments']),
    queryClient.invalidateQueries({
      predicate: (query) => MONEY_QUERY_ROOTS.has(String(query.queryKey[0])),
    }),
  ]).then(() => undefined);
}
