import { Navigate, type RouteObject } from 'react-router';
import { RouteError } from './shell/RouteError';

/** Every page is its own chunk, loaded when first visited (the login page ships alone). */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/bank/home" replace /> },
  {
    path: '/bank',
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/bank/home" replace /> },
      {
        path: 'login',
        lazy: () => import('./features/login/LoginPage').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'login/logout',
        lazy: () =>
          import('./features/login/LogoutPage').then((m) => ({ Component: m.LogoutPage })),
      },
      {
        lazy: () => import('./shell/BankLayout').then((m) => ({ Component: m.BankLayout })),
        children: [
          {
            path: 'home',
            lazy: () => import('./pages/HomePage').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'accounts',
            lazy: () =>
              import('./features/accounts/AccountsPage').then((m) => ({
                Component: m.AccountsPage,
              })),
          },
          {
            path: 'customer',
            lazy: () =>
              import('./features/customer/CustomerPage').then((m) => ({
                Component: m.CustomerPage,
              })),
          },
          {
            path: '*',
            lazy: () => import('./shell/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
  {
    path: '*',
    lazy: () => import('./shell/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  },
];
