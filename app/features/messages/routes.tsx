import type { RouteObject } from 'react-router';
import type { Namespace } from '../../../i18n/namespaces';
import { page } from '../../routeParts';
import { MESSAGES_ROOTS } from './paths';

const loaders = () => import('./loaders');
const NAMESPACES: Namespace[] = ['messages'];

/**
 * Messages with the bank. The spec names no address: ours sit beside the customer's own pages,
 * `/bank/customer/messages` for a person and `/bank/company/messages` for a company.
 */
export const messagesRoutes = (): RouteObject[] =>
  MESSAGES_ROOTS.flatMap((root) => [
    {
      path: root,
      lazy: page(
        () => import('./InboxPage').then((m) => m.InboxPage),
        NAMESPACES,
        () => loaders().then((m) => m.inboxLoader),
      ),
    },
    {
      path: `${root}/new`,
      lazy: page(() => import('./NewMessagePage').then((m) => m.NewMessagePage), NAMESPACES),
    },
    {
      path: `${root}/:threadId`,
      lazy: page(
        () => import('./ThreadPage').then((m) => m.ThreadPage),
        NAMESPACES,
        () => loaders().then((m) => m.threadLoader),
      ),
    },
  ]);
