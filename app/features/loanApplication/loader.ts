import { calculator } from '../../../api/loanApplication';
import { prefetchCall } from '../../data/calls';
import { prefetching } from '../../shell/prefetch';

/** The calculator's offer table is asked for while the page's code loads. */
export const loanApplicationLoader = prefetching((client) => prefetchCall(client, calculator, {}));
