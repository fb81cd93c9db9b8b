import * as funding from '../../../api/invoiceFunding';
import { prefetchCall } from '../../data/calls';
import { prefetching, whenViewer } from '../../shell/prefetch';
import { salesFilterOf } from './salesFilter';

/** Only a company's session asks: a person's would be refused the calls. */
export const invoiceFundingLoader = prefetching((client, { request }) =>
  whenViewer(client, (customer) => {
    if (customer.customerType !== 'Company') return;
    prefetchCall(client, funding.invoiceFundingTotals, {});
    prefetchCall(client, funding.invoiceFundingSalesPaidFiltered, {
      mainFilter: salesFilterOf(new URL(request.url).searchParams),
    });
    prefetchCall(client, funding.invoiceFundingPurchase, {});
  }),
);
