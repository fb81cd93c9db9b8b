import * as bank from '../../api/bank';
import * as bankProducts from '../../api/bankProducts';
import { prefetchCall } from '../data/calls';
import { prefetchOwnAccounts, prefetching, whenViewer } from '../shell/prefetch';

/** The savings account's rate comes from the bank's configuration. */
export const savingsAccountLoader = prefetching((client) =>
  prefetchCall(client, bank.getConfig, {}),
);

/** The term-deposit offers and the accounts a deposit can be funded from. */
export const termDepositLoader = prefetching((client) =>
  whenViewer(client, (customer) => {
    prefetchCall(client, bankProducts.termDepositCalc, {});
    prefetchOwnAccounts(client, customer);
  }),
);
