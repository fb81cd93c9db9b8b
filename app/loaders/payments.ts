import * as bankPayments from '../../api/bankPayments';
import { prefetchCall } from '../data/calls';
import { prefetchOwnAccounts, prefetching, whenViewer } from '../shell/prefetch';

/** A new payment: the accounts to pay from and the saved payees. */
export const newPaymentLoader = prefetching((client) =>
  whenViewer(client, (customer) => {
    prefetchOwnAccounts(client, customer);
    prefetchCall(client, bankPayments.sepaPaymentRecipients, {});
  }),
);

export const futurePaymentsLoader = prefetching((client) =>
  whenViewer(client, () => prefetchCall(client, bankPayments.futurePayments, {})),
);
