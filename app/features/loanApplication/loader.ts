import type { LoaderFunction } from 'react-router';
import { calculator } from '../../../api/loanApplicationStart';
import { callQuery } from '../../data/calls';
import { bankQueryClient } from '../../shell/BankQueries';
import { prefetchLaterSteps } from './laterSteps';

/** How long the page waits for the offer table before it shows its loading state instead. */
const OFFER_TABLE_WAIT_MS = 3000;

/**
 * The calculator's offer table is asked for while the page's code loads, and the page waits for
 * it: the prerendered calculator stays on screen until React can draw the same one (with the
 * visitor's focus where it was), not a loading state in between. A failed or slow answer does not
 * hold the page: the calculator then says it is loading, or that it failed, with a retry.
 * Back from an identification (`applicationId`), the later steps' code loads alongside.
 */
export const loanApplicationLoader: LoaderFunction = async ({ request }) => {
  if (new URL(request.url).searchParams.has('applicationId')) prefetchLaterSteps();
  await Promise.race([
    bankQueryClient().prefetchQuery(callQuery(calculator, {})),
    new Promise((waited) => setTimeout(waited, OFFER_TABLE_WAIT_MS)),
  ]);
  return null;
};
