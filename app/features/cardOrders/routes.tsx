import type { RouteObject } from 'react-router';
import { page } from '../../routeParts';
import type * as Loaders from './loaders';

const loader = (name: keyof typeof Loaders) => () => import('./loaders').then((m) => m[name]);

/**
 * A company's business cards: ordering them, money to a prepaid card and back, its card holders
 * and invitations; and the invited person's answer, who is not yet the company's at all.
 */
export const cardOrderRoutes = (): RouteObject[] => [
  {
    path: 'cards/add-business-card',
    lazy: page(
      () => import('./CardOrderPage').then((m) => m.AddBusinessCardPage),
      ['cardOrders', 'cards'],
      loader('cardOrderLoader'),
    ),
  },
  {
    path: 'cards/business-prepaid-card',
    lazy: page(
      () => import('./CardOrderPage').then((m) => m.BusinessPrepaidCardPage),
      ['cardOrders', 'cards'],
      loader('cardOrderLoader'),
    ),
  },
  {
    path: 'cards/prepaid-transfer/:cardId',
    lazy: page(
      () => import('./PrepaidTransferPage').then((m) => m.PrepaidTransferPage),
      ['cardOrders', 'cards'],
      loader('prepaidTransferLoader'),
    ),
  },
  {
    path: 'cards/holders',
    lazy: page(
      () => import('./CardHoldersPage').then((m) => m.CardHoldersPage),
      ['cardOrders', 'cards'],
      loader('cardHoldersLoader'),
    ),
  },
  {
    path: 'cards/invitation/:invitationId',
    lazy: page(
      () => import('./InvitationPage').then((m) => m.InvitationPage),
      ['cardOrders', 'cards'],
      loader('invitationLoader'),
    ),
  },
];
