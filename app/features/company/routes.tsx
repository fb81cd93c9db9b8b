import type { RouteObject } from 'react-router';
import { page } from '../../routeParts';

const loader =
  (name: 'companyDetailsLoader' | 'companyAttachmentsLoader' | 'representativeLoader') => () =>
    import('./loaders').then((m) => m[name]);

/**
 * The company's own pages (spec §2): its details, the documents it sends ('Liitteet'), its
 * contact person ('Yhteyshenkilö') with the persons authorised to act for it.
 */
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
  {
    path: 'company/representative',
    lazy: page(
      () => import('./RepresentativePage').then((m) => m.RepresentativePage),
      ['representative'],
      loader('representativeLoader'),
    ),
  },
];
