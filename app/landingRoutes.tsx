import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { notFound, page, RouteError } from './routeParts';

/** The landing page's loan application: public, no session needed to start. */
export const landingRoutes = (): RouteObject[] => [
  {
    path: '/landing/loan-application',
    errorElement: (
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    ),
    hydrateFallbackElement: null,
    children: [
      {
        index: true,
        lazy: {
          // The calculator's texts only: the kit's, the application's and the bank's messages come
          // with what follows it (laterSteps.ts).
          Component: async () =>
            (
              await Promise.all([
                import('./features/loanApplication/LoanApplicationPage'),
                import('./features/loanApplication/calculatorTexts').then((m) =>
                  m.loadCalculatorTexts(),
                ),
              ])
            )[0].LoanApplicationPage,
          loader: () =>
            import('./features/loanApplication/loader').then((m) => m.loanApplicationLoader),
        },
      },
      {
        path: 'terms',
        lazy: page(
          () => import('./features/loanApplication/LoanTermsPage').then((m) => m.LoanTermsPage),
          ['loanApplication'],
        ),
      },
    ],
  },
];

/**
 * The landing page's site: its start carries none of the bank's routes. The bank's pages are
 * other documents from here: the landing page's links are plain links, which no router takes.
 */
export const landingSite = (): RouteObject[] => [...landingRoutes(), notFound()];
