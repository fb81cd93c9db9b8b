import type { RouteObject } from 'react-router';
import { notFound, page } from './routeParts';
import { RouteError } from './shell/RouteError';

/**
 * The landing page's other addresses, none of the bank's routes: the page itself starts without a
 * router (site.ts).
 */
export const landingSite = (): RouteObject[] => [
  {
    path: '/landing/loan-application',
    errorElement: <RouteError />,
    hydrateFallbackElement: null,
    children: [
      {
        path: 'terms',
        lazy: page(
          () => import('./features/loanApplication/LoanTermsPage').then((m) => m.LoanTermsPage),
          ['loanApplication'],
        ),
      },
    ],
  },
  {
    path: '/landing/company-loan-application',
    errorElement: <RouteError />,
    hydrateFallbackElement: null,
    children: [
      {
        index: true,
        lazy: page(
          () => import('./features/companyLoan/CompanyLoanPage').then((m) => m.CompanyLoanPage),
          // The business ID's rule speaks in the onboarding's words.
          ['companyLoan', 'companyOnboarding'],
        ),
      },
      {
        path: 'sign/:id',
        lazy: page(
          () => import('./features/companyLoan/SigningPage').then((m) => m.SigningPage),
          ['companyLoan'],
        ),
      },
    ],
  },
  notFound(),
];
