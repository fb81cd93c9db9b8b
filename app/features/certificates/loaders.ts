import * as bankAccounts from '../../../api/bankAccounts';
import { prefetchCall } from '../../data/calls';
import { isEntityId } from '../../shell/entityId';
import { prefetching, whenViewer } from '../../shell/prefetch';

/** The certified account; certificates are for companies only, so nothing for a person. */
export const certificateLoader = prefetching((client, { request }) => {
  const accountId = new URL(request.url).searchParams.get('accountId');
  if (!isEntityId(accountId)) return;
  whenViewer(client, (customer) => {
    if (customer.customerType === 'Company') {
      prefetchCall(client, bankAccounts.sepaAccount, { accountId });
    }
  });
});
