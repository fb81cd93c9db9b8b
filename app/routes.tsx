import { Navigate, type RouteObject } from 'react-router';
import { RouteError } from './shell/RouteError';
import { loadBankTexts } from './shell/texts';

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
        // The bank's pages need the rest of the Finnish texts: loaded with the layout, once.
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
            lazy: () => import('./pages/HomePage').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'accounts',
            lazy: () =>
              import('./features/accounts/AccountsPage').then((m) => ({
                Component: m.AccountsPage,
              })),
          },
          // One account, a term deposit, a payment; opening accounts; companies' certificates.
          {
            path: 'accounts/:accountId',
            lazy: () =>
              import('./features/accounts/AccountPage').then((m) => ({ Component: m.AccountPage })),
          },
          {
            path: 'accounts/deposit/:accountId',
            lazy: () =>
              import('./features/accounts/TermDepositPage').then((m) => ({
                Component: m.TermDepositPage,
              })),
          },
          {
            path: 'accounts/payment',
            lazy: () =>
              import('./features/accounts/PaymentDetailsPage').then((m) => ({
                Component: m.PaymentDetailsPage,
              })),
          },
          {
            path: 'accounts/open-payment-account',
            lazy: () =>
              import('./features/opening/OpenPaymentAccountPage').then((m) => ({
                Component: m.OpenPaymentAccountPage,
              })),
          },
          {
            path: 'accounts/open-savings-account',
            lazy: () =>
              import('./features/opening/OpenSavingsAccountPage').then((m) => ({
                Component: m.OpenSavingsAccountPage,
              })),
          },
          {
            path: 'accounts/open-term-deposit',
            lazy: () =>
              import('./features/opening/OpenTermDepositPage').then((m) => ({
                Component: m.OpenTermDepositPage,
              })),
          },
          {
            path: 'accounts/terms/:product',
            lazy: () =>
              import('./features/opening/TermsPage').then((m) => ({ Component: m.TermsPage })),
          },
          {
            path: 'accounts/balance-statement',
            lazy: () =>
              import('./features/certificates/BalanceStatementPage').then((m) => ({
                Component: m.BalanceStatementPage,
              })),
          },
          {
            path: 'accounts/deposit-certificate',
            lazy: () =>
              import('./features/certificates/DepositCertificatePage').then((m) => ({
                Component: m.DepositCertificatePage,
              })),
          },
          // Payments and money between own accounts (spec §2). The spec gives the future payments
          // no address: ours, /bank/accounts/future-payments, sits beside the other account pages.
          {
            path: 'accounts/transfer',
            lazy: () =>
              import('./features/payments/NewPaymentPage').then((m) => ({
                Component: m.NewPaymentPage,
              })),
          },
          {
            path: 'accounts/transfer/payee-verification',
            lazy: () =>
              import('./features/payments/PayeeVerificationPage').then((m) => ({
                Component: m.PayeeVerificationPage,
              })),
          },
          {
            path: 'accounts/transfer/receipt',
            lazy: () =>
              import('./features/payments/PaymentReceiptPage').then((m) => ({
                Component: m.PaymentReceiptPage,
              })),
          },
          {
            path: 'accounts/future-payments',
            lazy: () =>
              import('./features/payments/FuturePaymentsPage').then((m) => ({
                Component: m.FuturePaymentsPage,
              })),
          },
          {
            path: 'accounts/internal-transfer',
            lazy: () =>
              import('./features/movements/InternalTransferPage').then((m) => ({
                Component: m.InternalTransferPage,
              })),
          },
          {
            path: 'accounts/withdrawal',
            lazy: () =>
              import('./features/movements/WithdrawalPage').then((m) => ({
                Component: m.WithdrawalPage,
              })),
          },
          {
            path: 'accounts/deposit',
            lazy: () =>
              import('./features/movements/DepositPage').then((m) => ({
                Component: m.DepositPage,
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
