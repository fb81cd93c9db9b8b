import type { RouteObject } from 'react-router';
import { page } from '../../routeParts';

/** Broker applications: the broker's page, and the client company's confirmation link. */
export const brokerRoutes = (): RouteObject[] => [
  {
    path: 'broker',
    lazy: page(() => import('./BrokerPage').then((m) => m.BrokerPage), ['broker', 'companyLoan']),
  },
  {
    path: 'broker-confirmation/:id',
    lazy: page(
      () => import('./BrokerConfirmationPage').then((m) => m.BrokerConfirmationPage),
      ['broker', 'companyLoan'],
    ),
  },
];
