import { CHOICE_DRAFT } from './landingQuery';
import type { LandingStart } from './landingStart';
import { loadApplying, loadAskedOfferTable, prefetchLaterSteps } from './laterSteps';
import { servedOfferTable } from './pageOfferTable';

/** How long the page waits for the offer table before it shows its loading state instead. */
const OFFER_TABLE_WAIT_MS = 3000;

/**
 * The prerendered calculator stays on screen until React can draw the same one (with the
 * visitor's focus where it was), not a loading state in between. The page carries the offer table
 * (pageOfferTable.ts); a page without it asks the bank while the page's code loads, and waits for
 * the answer, but not for long: the calculator then says it is loading, or that it failed, with a
 * retry. A choice kept through an identification is read before the calculator draws. Back from
 * an identification (`applicationId`), the later steps' code loads alongside.
 */
export async function readLandingStart(address: URL): Promise<LandingStart> {
  const search = address.searchParams;
  if (search.has('applicationId')) prefetchLaterSteps();
  const [keptChoice] = await Promise.all([
    sessionStorage.getItem(CHOICE_DRAFT) === null
      ? null
      : loadApplying().then((applying) => applying.keptChoice()),
    servedOfferTable() ??
      Promise.race([
        loadAskedOfferTable().then((asked) => asked.askOfferTable()),
        new Promise((waited) => setTimeout(waited, OFFER_TABLE_WAIT_MS)),
      ]),
  ]);
  return { search, keptChoice };
}
