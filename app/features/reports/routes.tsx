import type { RouteObject } from 'react-router';
import type { Namespace } from '../../../i18n/namespaces';
import { page } from '../../routeParts';

const loader = () => import('./loaders').then((m) => m.reportsLoader);

// The account choice speaks in the accounts' texts.
const NAMESPACES: Namespace[] = ['reports', 'accounts'];

/**
 * Account statements (tiliote). The spec gives reports no address: ours,
 * /bank/reports, is named after the catalogue's calls.
 */
export const reportsRoutes = (): RouteObject[] => [
  {
    path: 'reports',
    lazy: page(() => import('./StatementsPage').then((m) => m.StatementsPage), NAMESPACES, loader),
  },
];
