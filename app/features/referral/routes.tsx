import type { RouteObject } from 'react-router';
import { page } from '../../routeParts';

const loader = () => import('../../shell/loaders').then((m) => m.ownAccountsLoader);

/**
 * The referral programme. The spec names the dialog but no address for it: ours, /bank/referral,
 * is reached from the person's menu; the home page opens the same dialog.
 */
export const referralRoutes = (): RouteObject[] => [
  {
    path: 'referral',
    lazy: page(() => import('./ReferralPage').then((m) => m.ReferralPage), ['referral'], loader),
  },
];
