import type { RouteObject } from 'react-router';
import { page } from '../../routeParts';

/**
 * The customer's open banking consents: under her own pages (Finnish banks keep them beside the
 * customer's settings; ours is the person's menu item 'Suostumukset').
 */
export const consentsRoutes = (): RouteObject[] => [
  {
    path: 'customer/consents',
    lazy: page(() => import('./ConsentsPage').then((m) => m.ConsentsPage), ['consents']),
  },
];

/**
 * Where a provider sends the customer to decide on its request (`?consentId=`): before any
 * session, so outside the bank's layout; her strong identification opens the session.
 */
export const openBankingRoutes = (): RouteObject[] => [
  {
    path: 'open-banking',
    lazy: page(() => import('./OpenBankingPage').then((m) => m.OpenBankingPage), ['consents']),
  },
];
