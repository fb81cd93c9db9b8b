import { infiniteQueryOptions } from '@tanstack/react-query';
import * as bankAccounts from '../../../api/bankAccounts';
import { CACHE_POLICIES, type CallPolicy } from '../../../api/call';
import { callKey, send } from '../../data/calls';
import { previousRange, type DateRange } from './transactionRange';

const call = bankAccounts.sepaAccountTransactions;
const policy: CallPolicy = call.policy;

/**
 * An account's transactions, a range at a time: first the range asked for, then each 'Näytä
 * lisää' the three months before the oldest shown, until the account's opening day (unknown to
 * a route's loader, which fetches only the first range).
 */
export const transactionsQuery = (accountId: string, first: DateRange, openedAt?: string) =>
  infiniteQueryOptions({
    // The pages of a range, not the one answer `useCall` would keep under the call's own key.
    queryKey: [...callKey(call, { accountId, ...first }), 'pages'],
    meta: { reads: policy.reads },
    retry: policy.retry ?? 0,
    ...CACHE_POLICIES[policy.cache ?? 'default'],
    initialPageParam: first,
    queryFn: async ({ pageParam, signal }) => ({
      range: pageParam,
      transactions: await send(call, { accountId, ...pageParam }, { signal }),
    }),
    getNextPageParam: (last) => {
      const before = previousRange(last.range);
      return openedAt !== undefined && before.end < openedAt ? undefined : before;
    },
  });
