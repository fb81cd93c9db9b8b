import { createContext, useContext } from 'react';
import { returnStatusOf, type ReturnStatus } from '../../data/returnStatus';
import type { LoanChoice } from './landingQuery';

/**
 * What the landing page starts from: its address's query, and the choice taken to an
 * identification that did not finish (read before the calculator draws, loader.ts). The page has
 * no router (startLanding.tsx): every way on from it is a new document.
 */
export interface LandingStart {
  search: URLSearchParams;
  keptChoice: LoanChoice | null;
}

/** As prerendered: the page's address without a query, nothing kept. */
export const LandingStartContext = createContext<LandingStart>({
  search: new URLSearchParams(),
  keptChoice: null,
});

export const useLandingStart = (): LandingStart => useContext(LandingStartContext);

/** How strong identification ended, if the page was reached from its return (`status=`). */
export const useLandingReturnStatus = (): ReturnStatus | null =>
  returnStatusOf(useLandingStart().search);
