import type { PageAnswers } from '../../../api/pageAnswers';
import type { LoanOfferRow } from '../../../domain/loans/loanCalculator';
import { servedAnswers, usePageAnswers } from '../../shell/pageAnswers';

/** The calculator call's name, under which the bank writes its answer into the landing page. */
const CALCULATOR = 'calculator';

function offerTableOf(answers: PageAnswers): readonly LoanOfferRow[] | null {
  const items = (answers[CALCULATOR] as { Items?: unknown } | null | undefined)?.Items;
  return Array.isArray(items) ? (items as LoanOfferRow[]) : null;
}

/**
 * The offer table as the bank wrote it into the landing page it served (the calculator call's
 * answer, server/loanApplication/routes.ts): the calculator prices with it at once, with no call
 * to make and no client to make it. Null on a page without it (the dev server, a stale copy): the
 * page then asks the bank (AskedOfferTable.tsx).
 */
export const servedOfferTable = (): readonly LoanOfferRow[] | null => offerTableOf(servedAnswers());

/** The same in a page, which may be being prerendered with the build's table. */
export const usePageOfferTable = (): readonly LoanOfferRow[] | null =>
  offerTableOf(usePageAnswers());
