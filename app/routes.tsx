import { Navigate, type RouteObject } from 'react-router';
import { RouteError } from './shell/RouteError';
import { loadBankTexts } from './shell/texts';
import type { Namespace } from '../i18n/namespaces';
import type { ComponentType } from 'react';

/** A bank page: its code and its texts load together, when it is first visited. */
function page(load: () => Promise<ComponentType>, namespaces: Namespace[]) {
  return async () => {
    const [Component] = await Promise.all([load(), loadBankTexts(...namespaces)]);
    return { Component };
  };
}

/** Every page is its own chunk, loaded when first visited (the login page ships alone). */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/bank/home" replace /> },
  {
    path: '/bank',
    errorElement: <RouteError />,
    // The prerendered page stays on screen until the first route has loaded (main.tsx).
    hydrateFallbackElement: null,
    children: [
      { index: true, element: <Navigate to="/bank/home" replace /> },
      {
        path: 'login',
        lazy: () => import('./features/login/LoginPage').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'login/logout',
        lazy: page(() => import('./features/login/LogoutPage').then((m) => m.LogoutPage), []),
      },
      {
        // Every bank page needs the kit's texts and the bank's messages: loaded with the layout.
        lazy: async () => {
          const [{ BankLayout }] = await Promise.all([
            import('./shell/BankLayout'),
            loadBankTexts(),
          ]);
          return { Component: BankLayout };
        },
        children: [
          {
            path: 'home',
            lazy: page(
              () => import('./pages/HomePage').then((m) => m.HomePage),
              ['home', 'accounts'],
            ),
          },
          {
            path: 'accounts',
            lazy: page(
              () => import('./features/accounts/AccountsPage').then((m) => m.AccountsPage),
              ['payments', 'accounts'],
            ),
          },
          // One account, a term deposit, a payment; opening accounts; companies' certificates.
          {
            path: 'accounts/:accountId',
            lazy: page(
              () => import('./features/accounts/AccountPage').then((m) => m.AccountPage),
              ['accounts'],
            ),
          },
          {
            path: 'accounts/deposit/:accountId',
            lazy: page(
              () => import('./features/accounts/TermDepositPage').then((m) => m.TermDepositPage),
              ['accounts'],
            ),
          },
          {
            path: 'accounts/payment',
            lazy: page(
              () =>
                import('./features/accounts/PaymentDetailsPage').then((m) => m.PaymentDetailsPage),
              ['accounts'],
            ),
          },
          {
            path: 'accounts/open-payment-account',
            lazy: page(
              () =>
                import('./features/opening/OpenPaymentAccountPage').then(
                  (m) => m.OpenPaymentAccountPage,
                ),
              ['opening', 'accounts'],
            ),
          },
          {
            path: 'accounts/open-savings-account',
            lazy: page(
              () =>
                import('./features/opening/OpenSavingsAccountPage').then(
                  (m) => m.OpenSavingsAccountPage,
                ),
              ['opening', 'accounts'],
            ),
          },
          {
            path: 'accounts/open-term-deposit',
            lazy: page(
              () =>
                import('./features/opening/OpenTermDepositPage').then((m) => m.OpenTermDepositPage),
              ['opening', 'accounts'],
            ),
          },
          {
            path: 'accounts/terms/:product',
            lazy: page(
              () => import('./features/opening/TermsPage').then((m) => m.TermsPage),
              ['opening'],
            ),
          },
          {
            path: 'accounts/balance-statement',
            lazy: page(
              () =>
                import('./features/certificates/BalanceStatementPage').then(
                  (m) => m.BalanceStatementPage,
                ),
              ['certificates', 'accounts'],
            ),
          },
          {
            path: 'accounts/deposit-certificate',
            lazy: page(
              () =>
                import('./features/certificates/DepositCertificatePage').then(
                  (m) => m.DepositCertificatePage,
                ),
              ['certificates', 'accounts'],
            ),
          },
          // Payments and money between own accounts (spec §2). The spec gives the future payments
          // no address: ours, /bank/accounts/future-payments, sits beside the other account pages.
          {
            path: 'accounts/transfer',
            lazy: page(
              () => import('./features/payments/NewPaymentPage').then((m) => m.NewPaymentPage),
              ['payments'],
            ),
          },
          {
            path: 'accounts/transfer/payee-verification',
            lazy: page(
              () =>
                import('./features/payments/PayeeVerificationPage').then(
                  (m) => m.PayeeVerificationPage,
                ),
              ['payments'],
            ),
          },
          {
            path: 'accounts/transfer/receipt',
            lazy: page(
              () =>
                import('./features/payments/PaymentReceiptPage').then((m) => m.PaymentReceiptPage),
              ['payments'],
            ),
          },
          {
            path: 'accounts/future-payments',
            lazy: page(
              () =>
                import('./features/payments/FuturePaymentsPage').then((m) => m.FuturePaymentsPage),
              ['payments'],
            ),
          },
          {
            path: 'accounts/internal-transfer',
            lazy: page(
              () =>
                import('./features/movements/InternalTransferPage').then(
                  (m) => m.InternalTransferPage,
                ),
              ['movements', 'accounts', 'payments'],
            ),
          },
          {
            path: 'accounts/withdrawal',
            lazy: page(
              () => import('./features/movements/WithdrawalPage').then((m) => m.WithdrawalPage),
              ['movements', 'accounts', 'payments'],
            ),
          },
          {
            path: 'accounts/deposit',
            lazy: page(
              () => import('./features/movements/DepositPage').then((m) => m.DepositPage),
              ['movements', 'accounts', 'payments'],
            ),
          },
          {
            path: 'customer',
            lazy: page(
              () => import('./features/customer/CustomerPage').then((m) => m.CustomerPage),
              ['customer'],
            ),
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
