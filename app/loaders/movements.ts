import * as externalAccounts from '../../api/externalAccounts';
import { prefetchCall } from '../data/calls';
import { prefetchOwnAccounts, prefetching, whenViewer } from '../shell/prefetch';

/** A withdrawal goes from an account here to the customer's own account in another bank. */
export const withdrawalLoader = prefetching((client) =>
  whenViewer(client, (customer) => {
    prefetchOwnAccounts(client, customer);
    prefetchCall(client, externalAccounts.bankAccounts, {});
  }),
);

/** A deposit comes from the customer's account in another bank to one of the accounts here. */
export const depositLoader = prefetching((client) =>
  whenViewer(client, (customer) => {
    prefetchOwnAccounts(client, customer);
    prefetchCall(client, externalAccounts.bankAccounts, {});
    prefetchCall(client, externalAccounts.depositAccountsBank, {});
  }),
);
