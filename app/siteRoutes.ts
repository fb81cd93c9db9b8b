import type { RouteObject } from 'react-router';

/**
 * The route table a page starts with: on the landing page's addresses the landing page's own, so
 * its start carries none of the bank's routes (the login page among them); the bank's elsewhere.
 */
export const loadSiteRoutes = (pathname: string): Promise<() => RouteObject[]> =>
  pathname.startsWith('/landing/')
    ? import('./landingRoutes').then((m) => m.landingSite)
    : import('./routes').then((m) => m.bankRoutes);
