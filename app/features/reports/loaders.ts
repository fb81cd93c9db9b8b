import { getReportTypes } from '../../../api/reports';
import { prefetchCall } from '../../data/calls';
import { prefetchOwnAccounts, prefetching, whenViewer } from '../../shell/prefetch';

/** The statements page reads the report types and the customer's accounts. */
export const reportsLoader = prefetching((client) =>
  whenViewer(client, (customer) => {
    prefetchCall(client, getReportTypes, {});
    prefetchOwnAccounts(client, customer);
  }),
);
