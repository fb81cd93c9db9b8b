import type { RouteObject } from 'react-router';
import { page } from '../../routeParts';
import { RouteError } from '../../shell/RouteError';

/** Flows begun before the login (spec §2: `/flows/…`, session-relevant): the term deposit. */
export const flowRoutes = (): RouteObject[] => [
  {
    path: '/flows',
    errorElement: <RouteError />,
    hydrateFallbackElement: null,
    children: [
      {
        path: 'deposit',
        lazy: page(
          () => import('./DepositFlowPage').then((m) => m.DepositFlowPage),
          ['opening', 'accounts'],
        ),
      },
    ],
  },
];
