import type { RouteObject } from 'react-router';
import { page } from '../../routeParts';

/** A company's invoice funding (ours: the spec gives the calls, no address). */
export const invoiceFundingRoutes = (): RouteObject[] => [
  {
    path: 'company/invoice-funding',
    lazy: page(
      () => import('./InvoiceFundingPage').then((m) => m.InvoiceFundingPage),
      ['invoiceFunding'],
      () => import('./loaders').then((m) => m.invoiceFundingLoader),
    ),
  },
];
