import type { RouteObject } from 'react-router';
import { LANDING_PATH } from './features/loanApplication/landingAddress';
import type { FirstPage } from './start';

export const isLandingPage = (pathname: string) => pathname.replace(/\/$/, '') === LANDING_PATH;

/** The route table of a document that has one: the landing page's other addresses, or the bank's. */
export const loadSiteRoutes = (pathname: string): Promise<() => RouteObject[]> =>
  pathname.startsWith('/landing/')
    ? import('./landingRoutes').then((m) => m.landingSite)
    : import('./routes').then((m) => m.bankRoutes);

/**
 * What a document starts with: on the landing page its calculator alone, with no router; on the
 * landing page's other addresses (its terms) their own small route table; the bank's elsewhere.
 * So neither public page's start carries the other's code, nor the landing page a router.
 */
export async function loadFirstPage(address: URL): Promise<FirstPage> {
  if (isLandingPage(address.pathname)) {
    const { landingPage } = await import('./features/loanApplication/landingPage');
    return () => landingPage(address);
  }
  const [{ routerPage }, routes] = await Promise.all([
    import('./routerSite'),
    loadSiteRoutes(address.pathname),
  ]);
  return routerPage(routes);
}
