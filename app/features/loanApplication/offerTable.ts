import { calculator } from '../../../api/loanApplicationStart';
import { useCall } from '../../data/calls';

/**
 * The offer table the calculator prices with: the calculator call's answer, cached 60 hours as the
 * call declares. The first screen takes it from the bank, never from a copy in the page: the table
 * the prerendered calculator was drawn with is the build's, and could differ from the bank's. That
 * keeps zod (the call's answer is parsed with its schema) on the landing page's start; the bank
 * writing its answer into the served page would take it off.
 */
export const useLoanOffers = () => useCall(calculator, {});
