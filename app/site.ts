import type { RouteObject } from 'react-router';
import { LANDING_PATH } from './features/loanApplication/landingAddress';
import type { FirstPage } from './start';

export const isLandingPage = (pathname: string) => pathname.replace(/\/$/, '') === LANDING_PATH;
const isLoginPage = (pathname: string) => pathname.replace(/\/$/, '') === '/bank/login';

/**
 * The route table of a document that has one: the landing page's other addresses, the login
 * page's own, or the bank's.
 */
export const loadSiteRoutes = (pathname: string): Promise<() => RouteObject[]> => {
  if (pathname.startsWith('/landing/')) return import('./landingRoutes').then((m) => m.landingSite);
  if (isLoginPage(pathname)) return import('./loginRoutes').then((m) => m.loginSite);
  return import('./routes').then((m) => m.bankRoutes);
};

/**
 * What a document starts with: on the landing page its calculator alone, with no router; on the
 * landing page's other addresses (its terms) and on the login page their own small route tables;
 * the bank's elsewhere. So neither public page's start carries the bank's routes, nor the landing
 * page a router.
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
