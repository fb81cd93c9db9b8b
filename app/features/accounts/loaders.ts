import * as bankAccounts from '../../../api/bankAccounts';
import { callQuery, prefetchCall } from '../../data/calls';
import { isEntityId } from '../../shell/entityId';
import { prefetchOwnAccounts, prefetching, whenViewer } from '../../shell/prefetch';
import { monthsUpTo } from './transactionRange';
import { transactionsQuery } from './transactionsQuery';

/** The account, its first three months of transactions, and the list its buttons weigh. */
export const accountLoader = prefetching((client, { params: { accountId } }) => {
  if (!isEntityId(accountId)) return;
  whenViewer(client, (customer) => {
    prefetchCall(client, bankAccounts.sepaAccount, { accountId });
    void client.prefetchInfiniteQuery(transactionsQuery(accountId, monthsUpTo(new Date())));
    prefetchOwnAccounts(client, customer);
  });
});

export const termDepositLoader = prefetching((client, { params: { accountId } }) => {
  if (!isEntityId(accountId)) return;
  whenViewer(client, () => {
    prefetchCall(client, bankAccounts.sepaAccount, { accountId });
    prefetchCall(client, bankAccounts.depositAccountTransactions, { accountId });
  });
});

/** The payment, then the account it was booked on (the way back to it). */
export const paymentLoader = prefetching((client, { request }) => {
  const paymentId = new URL(request.url).searchParams.get('paymentId');
  if (!isEntityId(paymentId)) return;
  whenViewer(client, () => {
    void client.fetchQuery(callQuery(bankAccounts.accountPaymentDetails, { paymentId })).then(
      (payment) => prefetchCall(client, bankAccounts.sepaAccount, { accountId: payment.AccountId }),
      // The page reads the payment too, and says it when that fails.
      () => undefined,
    );
  });
});
