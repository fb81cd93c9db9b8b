import type { RouteObject } from 'react-router';
import { page } from '../../routeParts';

const cardsLoader = () => import('./loaders').then((m) => m.cardsLoader);

/**
 * The card owner's pages: the overview, a card's page and a card group's page. Outside the
 * view gate: a company's card holder reaches them for her own cards.
 */
export const cardRoutes = (): RouteObject[] => [
  {
    path: 'cards',
    lazy: page(() => import('./CardsPage').then((m) => m.CardsPage), ['cards'], cardsLoader),
  },
  {
    path: 'cards/details',
    lazy: page(
      () => import('./CardDetailsPage').then((m) => m.CardDetailsPage),
      ['cards'],
      cardsLoader,
    ),
  },
  {
    path: 'cards/customer/:accountId',
    lazy: page(
      () => import('./CardGroupPage').then((m) => m.CardGroupPage),
      ['cards'],
      cardsLoader,
    ),
  },
];
