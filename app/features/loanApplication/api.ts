import type { z } from 'zod';
import * as calls from '../../../api/loanApplication';
import { useCall } from '../../data/calls';

/** The applicant's application, by its id. */
export const useLoanApplication = (id: string) => useCall(calls.fetch, { id });

export type LoanApplication = z.output<typeof calls.loanApplication>;
