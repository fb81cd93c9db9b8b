import * as paymentControls from '../../../api/paymentControls';
import { prefetchCall } from '../../data/calls';
import { prefetching, whenViewer } from '../../shell/prefetch';

/** The security limits pages read the limits of whoever is logged in, person or company. */
export const securityLimitsLoader = prefetching((client) =>
  whenViewer(client, (customer) =>
    prefetchCall(
      client,
      customer.customerType === 'Company'
        ? paymentControls.getCompanyPaymentControls
        : paymentControls.getConsumerPaymentControls,
      {},
    ),
  ),
);
