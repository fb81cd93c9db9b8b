import type { RouteObject } from 'react-router';
import { notFound, page } from '../../routeParts';
import { RouteError } from '../../shell/RouteError';

/** Becoming a customer (spec §2: `/open/…`, session-relevant): a company's onboarding. */
export const openRoutes = (): RouteObject[] => [
  {
    path: '/open',
    errorElement: <RouteError />,
    hydrateFallbackElement: null,
    children: [
      {
        path: 'company',
        lazy: page(
          () => import('./CompanyOnboardingPage').then((m) => m.CompanyOnboardingPage),
          ['companyOnboarding'],
        ),
      },
      notFound(),
    ],
  },
];
