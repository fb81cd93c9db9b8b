import type { RouteObject } from 'react-router';
import { page } from '../../routeParts';

/** The company's authorisations (ours: the spec lists no page for the purchase-rights calls). */
export const purchaseRightsRoutes = (): RouteObject[] => [
  {
    path: 'company/purchase-rights',
    lazy: page(
      () => import('./PurchaseRightsPage').then((m) => m.PurchaseRightsPage),
      ['purchaseRights'],
    ),
  },
];
