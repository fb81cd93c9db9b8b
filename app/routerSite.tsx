import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import type { FirstPage } from './start';

/** A document of the bank's routes: drawn once its first route's code and loader have come. */
export const routerPage =
  (routes: () => RouteObject[]): FirstPage =>
  async () => {
    const router = createBrowserRouter(routes());
    if (!router.state.initialized)
      await new Promise<void>((initialized) => {
        const unsubscribe = router.subscribe((state) => {
          if (!state.initialized) return;
          unsubscribe();
          initialized();
        });
      });
    return <RouterProvider router={router} />;
  };
