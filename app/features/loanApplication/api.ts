import type { z } from 'zod';
import * as calls from '../../../api/loanApplication';
import { useCall } from '../../data/calls';

/** The offer table the calculator prices with (cached 60 hours, as the call declares). */
export const useLoanOffers = () => useCall(calls.calculator, {});

/** The applicant's application, by its id. */
export const useLoanApplication = (id: string) => useCall(calls.fetch, { id });

export type LoanApplication = z.output<typeof calls.loanApplication>;
