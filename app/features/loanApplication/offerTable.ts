import { calculator } from '../../../api/loanApplicationStart';
import { useCall } from '../../data/calls';

/**
 * The offer table as the bank answers the calculator call, cached 60 hours as the call declares:
 * the later steps price with it, and the calculator does when its page came without the table
 * (pageOfferTable.ts).
 */
export const useLoanOffers = () => useCall(calculator, {});
