import type { RouteObject } from 'react-router';
import { page } from '../../routeParts';

/** The consumer credit card application's pages, under `/bank/cards/apply`. */
export function cardApplicationRoutes(): RouteObject[] {
  return [
    {
      path: 'cards/apply',
      lazy: page(
        () => import('./CardApplicationPage').then((m) => m.CardApplicationPage),
        ['cardApplication', 'accounts'],
        () => import('./loaders').then((m) => m.cardApplicationLoader),
      ),
    },
    {
      path: 'cards/apply/terms',
      lazy: page(
        () => import('./CardDocumentPage').then((m) => m.CardTermsPage),
        ['cardApplication'],
      ),
    },
    {
      path: 'cards/apply/price-list',
      lazy: page(
        () => import('./CardDocumentPage').then((m) => m.CardPriceListPage),
        ['cardApplication'],
      ),
    },
  ];
}
