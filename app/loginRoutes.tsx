import { redirectDocument, type RouteObject } from 'react-router';
import { LoginPage } from './features/login/LoginPage';
import { RouteError } from './shell/RouteError';

/**
 * The login page's document: its one route, none of the bank's others. Every way on from the
 * page (the identification, a link, the browser's address bar) is a new document that starts with
 * the bank's table (site.ts), so the login page's start does not grow with every slice's routes.
 */
export const loginSite = (): RouteObject[] => [
  {
    path: '/bank/login',
    errorElement: <RouteError />,
    hydrateFallbackElement: null,
    Component: LoginPage,
  },
  { path: '*', loader: ({ request }) => redirectDocument(request.url) },
];
