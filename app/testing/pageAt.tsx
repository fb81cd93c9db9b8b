import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LANDING_PATH } from '../features/loanApplication/landingAddress';
import { landingPage } from '../features/loanApplication/landingPage';
import { isLandingPage, loadSiteRoutes } from '../site';

/** The one page that starts without a router (site.ts). */
export { LANDING_PATH };

/**
 * The page at an address as a customer's first visit draws it (site.ts), for Storybook: the
 * landing page alone, any other in the route table its document starts with, in a memory router,
 * once the first route's code has come and its loaders have started their reads.
 */
export async function pageAt(path: string): Promise<ReactNode> {
  const address = new URL(path, location.origin);
  if (isLandingPage(address.pathname)) return landingPage(address);
  const routes = await loadSiteRoutes(address.pathname);
  const router = createMemoryRouter(routes(), { initialEntries: [path] });
  if (!router.state.initialized)
    await new Promise<void>((initialized) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        initialized();
      });
    });
  return <RouterProvider router={router} />;
}
