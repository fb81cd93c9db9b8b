import * as bank from '../../api/bank';
import { prefetchCall } from '../data/calls';
import { prefetchOwnAccounts, prefetching, whenViewer } from './prefetch';

/** Every logged-in page needs to know who is logged in and whether they may act. */
export const bankLoader = prefetching((client) => {
  prefetchCall(client, bank.customer, {});
  prefetchCall(client, bank.kyc, {});
});

/** The pages that read only the customer's account list (to show, or to choose from). */
export const ownAccountsLoader = prefetching((client) =>
  whenViewer(client, (customer) => prefetchOwnAccounts(client, customer)),
);
