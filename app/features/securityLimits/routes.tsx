import type { RouteObject } from 'react-router';
import type { Namespace } from '../../../i18n/namespaces';
import { page } from '../../routeParts';

const loader = () => import('./loaders').then((m) => m.securityLimitsLoader);
const pages = () => import('./SecurityLimitsPage');
// The form's rules and banners speak in the payments' texts.
const NAMESPACES: Namespace[] = ['securityLimits', 'payments'];

/** Security limits ('Turvarajat', spec §2): a person's, a company's, and the instant limits alone. */
export const securityLimitsRoutes = (): RouteObject[] => [
  {
    path: 'customer/all-payments-settings',
    lazy: page(() => pages().then((m) => m.ConsumerSecurityLimitsPage), NAMESPACES, loader),
  },
  {
    path: 'company/all-payments-settings',
    lazy: page(() => pages().then((m) => m.CompanySecurityLimitsPage), NAMESPACES, loader),
  },
  {
    path: 'customer/instant-transfers-settings',
    lazy: page(() => pages().then((m) => m.InstantLimitsPage), NAMESPACES, loader),
  },
];
