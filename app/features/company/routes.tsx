import type { RouteObject } from 'react-router';
import { page } from '../../routeParts';

const loader = (name: 'companyDetailsLoader' | 'companyAttachmentsLoader') => () =>
  import('./loaders').then((m) => m[name]);

/** The company's own pages (spec §2): its details, and the documents it sends ('Liitteet'). */
export const companyRoutes = (): RouteObject[] => [
  {
    path: 'company',
    lazy: page(
      () => import('./CompanyPage').then((m) => m.CompanyPage),
      ['company'],
      loader('companyDetailsLoader'),
    ),
  },
  {
    path: 'company/attachments',
    lazy: page(
      () => import('./CompanyAttachmentsPage').then((m) => m.CompanyAttachmentsPage),
      ['companyAttachments'],
      loader('companyAttachmentsLoader'),
    ),
  },
];
