import * as loans from '../../api/loans';
import { prefetchCall } from '../data/calls';
import { prefetchOwnAccounts, prefetching, whenViewer } from '../shell/prefetch';

/** The home page's accounts and loans; nothing for a card holder, whom the bank refuses them. */
export const homeLoader = prefetching((client) =>
  whenViewer(client, (customer) => {
    prefetchOwnAccounts(client, customer);
    prefetchCall(client, loans.summary, {});
  }),
);
