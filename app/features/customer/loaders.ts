import * as bank from '../../../api/bank';
import { prefetchCall } from '../../data/calls';
import { prefetching, whenViewer } from '../../shell/prefetch';

export const customerLoader = prefetching((client) =>
  whenViewer(client, () => prefetchCall(client, bank.customerDetails, {})),
);
