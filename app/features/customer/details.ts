import type * as bank from '../../../api/bank';
import type { CallOutput } from '../../../api/call';

export type CustomerDetails = CallOutput<typeof bank.customerDetails>;
