import { Navigate, type RouteObject } from 'react-router';
import { cardApplicationRoutes } from './features/cardApplication/routes';
import { cardRoutes } from './features/cards/routes';
import { companyRoutes } from './features/company/routes';
import { LoginPage } from './features/login/LoginPage';
import { referralRoutes } from './features/referral/routes';
import { reportsRoutes } from './features/reports/routes';
import { messagesRoutes } from './features/messages/routes';
import { securityLimitsRoutes } from './features/securityLimits/routes';
import type * as AccountSide from './loaders/accountSide';
import type * as MoneySide from './loaders/moneySide';
import { notFound, page } from './routeParts';
import { RouteError } from './shell/RouteError';
import { loadBankTexts } from './shell/texts';
import { cardOrderRoutes } from './features/cardOrders/routes';
import { consentsRoutes, openBankingRoutes } from './features/consents/routes';
import { openRoutes } from './features/companyOnboarding/routes';
import { purchaseRightsRoutes } from './features/purchaseRights/routes';
import { flowRoutes } from './features/opening/flowRoutes';
import { invoiceFundingRoutes } from './features/invoiceFunding/routes';
import { brokerRoutes } from './features/broker/routes';

// The loaders, apart from the pages' code, in two chunks (see loaders/accountSide.ts).
const accountSide = (name: keyof typeof AccountSide) => () =>
  import('./loaders/accountSide').then((m) => m[name]);
const moneySide = (name: keyof typeof MoneySide) => () =>
  import('./loaders/moneySide').then((m) => m[name]);

/**
 * The bank's routes. Every page but the login page is its own chunk, loaded when first visited.
 * A router gets a tree of its own: React Router marks a route's lazy parts as loaded on the very
 * objects it is given.
 */
export const bankRoutes = (): RouteObject[] => [
  { path: '/', element: <Navigate to="/bank/home" replace /> },
  {
    path: '/bank',
    errorElement: <RouteError />,
    // The prerendered page stays on screen until the first route has loaded (main.tsx).
    hydrateFallbackElement: null,
    children: [
      { index: true, element: <Navigate to="/bank/home" replace /> },
      // The first screen of the bank, prerendered: its code comes with the entry, not a round trip
      // later, so the page is live as soon as the entry has run.
      { path: 'login', Component: LoginPage },
      {
        path: 'login/logout',
        lazy: page(() => import('./features/login/LogoutPage').then((m) => m.LogoutPage), []),
      },
      // A provider's request for account data: before any session, so outside the layout.
      ...openBankingRoutes(),
      {
        // Every bank page needs the kit's texts and the bank's messages: loaded with the layout.
        lazy: {
          Component: async () =>
            (await Promise.all([import('./shell/BankLayout'), loadBankTexts()]))[0].BankLayout,
          loader: accountSide('bankLoader'),
        },
        children: [
          {
            path: 'home',
            lazy: page(
              () => import('./pages/HomePage').then((m) => m.HomePage),
              ['home', 'accounts', 'referral'],
              accountSide('homeLoader'),
            ),
          },
          ...cardApplicationRoutes(),
          ...cardRoutes(),
          {
            // The customer's money and data: not for a company's card holder.
            lazy: { Component: () => import('./shell/BankLayout').then((m) => m.ViewGate) },
            children: [
              {
                path: 'accounts',
                lazy: page(
                  () => import('./features/accounts/AccountsPage').then((m) => m.AccountsPage),
                  ['accounts'],
                  accountSide('ownAccountsLoader'),
                ),
              },
              // One account, a term deposit, a payment; opening accounts; companies' certificates.
              {
                path: 'accounts/:accountId',
                lazy: page(
                  () => import('./features/accounts/AccountPage').then((m) => m.AccountPage),
                  ['accounts'],
                  accountSide('accountLoader'),
                ),
              },
              {
                path: 'accounts/deposit/:accountId',
                lazy: page(
                  () =>
                    import('./features/accounts/TermDepositPage').then((m) => m.TermDepositPage),
                  ['accounts'],
                  accountSide('termDepositLoader'),
                ),
              },
              {
                path: 'accounts/payment',
                lazy: page(
                  () =>
                    import('./features/accounts/PaymentDetailsPage').then(
                      (m) => m.PaymentDetailsPage,
                    ),
                  ['accounts'],
                  accountSide('paymentLoader'),
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
                  moneySide('savingsAccountLoader'),
                ),
              },
              {
                path: 'accounts/open-term-deposit',
                lazy: page(
                  () =>
                    import('./features/opening/OpenTermDepositPage').then(
                      (m) => m.OpenTermDepositPage,
                    ),
                  ['opening', 'accounts'],
                  moneySide('openTermDepositLoader'),
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
                  accountSide('certificateLoader'),
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
                  accountSide('certificateLoader'),
                ),
              },
              // Payments and money between own accounts (spec §2). The spec gives the future
              // payments no address: ours, /bank/accounts/future-payments, sits beside the other
              // account pages.
              {
                path: 'accounts/transfer',
                lazy: page(
                  () => import('./features/payments/NewPaymentPage').then((m) => m.NewPaymentPage),
                  ['payments'],
                  moneySide('newPaymentLoader'),
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
                  accountSide('ownAccountsLoader'),
                ),
              },
              {
                path: 'accounts/transfer/receipt',
                lazy: page(
                  () =>
                    import('./features/payments/PaymentReceiptPage').then(
                      (m) => m.PaymentReceiptPage,
                    ),
                  ['payments'],
                  accountSide('ownAccountsLoader'),
                ),
              },
              {
                path: 'accounts/future-payments',
                lazy: page(
                  () =>
                    import('./features/payments/FuturePaymentsPage').then(
                      (m) => m.FuturePaymentsPage,
                    ),
                  ['payments'],
                  moneySide('futurePaymentsLoader'),
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
                  accountSide('ownAccountsLoader'),
                ),
              },
              {
                path: 'accounts/withdrawal',
                lazy: page(
                  () => import('./features/movements/WithdrawalPage').then((m) => m.WithdrawalPage),
                  ['movements', 'accounts', 'payments'],
                  moneySide('withdrawalLoader'),
                ),
              },
              {
                path: 'accounts/deposit',
                lazy: page(
                  () => import('./features/movements/DepositPage').then((m) => m.DepositPage),
                  ['movements', 'accounts', 'payments'],
                  moneySide('depositLoader'),
                ),
              },
              // Loans and limits (spec §2); a company's under /bank/company/loans.
              ...['loans', 'company/loans'].flatMap((root) => [
                {
                  path: root,
                  lazy: page(
                    () => import('./features/loans/LoansPage').then((m) => m.LoansPage),
                    ['loans', 'catalogue'],
                    accountSide('loanListLoader'),
                  ),
                },
                ...[`${root}/:loanId/details`, `${root}/limit/:loanId/details`].map((path) => ({
                  path,
                  lazy: page(
                    () => import('./features/loans/LoanPage').then((m) => m.LoanPage),
                    ['loans', 'catalogue'],
                    accountSide('loanLoader'),
                  ),
                })),
              ]),
              {
                path: 'loans/application/:applicationId/details',
                lazy: page(
                  () =>
                    import('./features/loans/LoanApplicationPage').then(
                      (m) => m.LoanApplicationPage,
                    ),
                  ['loans', 'catalogue'],
                  accountSide('loanApplicationLoader'),
                ),
              },
              // A loan's actions (spec §2), reached from its page and the next-instalment panel.
              {
                path: 'loans/pay-installment',
                lazy: page(
                  () =>
                    import('./features/loans/PayInstalmentPage').then((m) => m.PayInstalmentPage),
                  ['loans', 'accounts'],
                  moneySide('loanPaymentLoader'),
                ),
              },
              {
                path: 'loans/limit/repayment',
                lazy: page(
                  () =>
                    import('./features/loans/PayInstalmentPage').then((m) => m.LimitRepaymentPage),
                  ['loans', 'accounts'],
                  moneySide('loanActionLoader'),
                ),
              },
              {
                path: 'loans/change-duedate',
                lazy: page(
                  () =>
                    import('./features/loans/ChangeDueDatePage').then((m) => m.ChangeDueDatePage),
                  ['loans'],
                  accountSide('loansLoader'),
                ),
              },
              {
                path: 'loans/free-month',
                lazy: page(
                  () =>
                    import('./features/loans/PaymentFreeMonthPage').then(
                      (m) => m.PaymentFreeMonthPage,
                    ),
                  ['loans'],
                  accountSide('loansLoader'),
                ),
              },
              {
                path: 'loans/increase-loan/amount',
                lazy: page(
                  () => import('./features/loans/TopUpPage').then((m) => m.TopUpPage),
                  ['loans', 'catalogue'],
                  accountSide('loansLoader'),
                ),
              },
              ...['loans', 'company/loans'].map((root) => ({
                path: `${root}/limit/withdrawal`,
                lazy: page(
                  () =>
                    import('./features/loans/LimitWithdrawalPage').then(
                      (m) => m.LimitWithdrawalPage,
                    ),
                  ['loans', 'accounts'],
                  moneySide('loanActionLoader'),
                ),
              })),
              ...securityLimitsRoutes(),
              ...reportsRoutes(),
              ...referralRoutes(),
              ...messagesRoutes(),
              ...companyRoutes(),
              ...consentsRoutes(),
              ...purchaseRightsRoutes(),
              ...invoiceFundingRoutes(),
              ...brokerRoutes(),
              {
                path: 'customer',
                lazy: page(
                  () => import('./features/customer/CustomerPage').then((m) => m.CustomerPage),
                  ['customer'],
                  accountSide('customerLoader'),
                ),
              },
              {
                path: 'customer/feedback',
                lazy: page(
                  () => import('./features/customer/FeedbackPage').then((m) => m.FeedbackPage),
                  ['customer'],
                ),
              },
            ],
          },
          // A company's card orders and holders, and an invited person's answer: outside the
          // view gate, as the invited person is not yet the company's at all.
          ...cardOrderRoutes(),
          {
            path: 'customer/device-pin',
            lazy: page(
              () => import('./features/login/DevicePinPage').then((m) => m.DevicePinPage),
              ['quickLogin'],
            ),
          },
          notFound(),
        ],
      },
    ],
  },
  ...openRoutes(),
  // Becoming a customer: before the bank's layout, as the person is not yet a customer.
  {
    path: '/open/registration',
    errorElement: <RouteError />,
    lazy: page(
      () => import('./features/registration/RegistrationPage').then((m) => m.RegistrationPage),
      ['registration', 'customer'],
    ),
  },
  ...flowRoutes(),
  notFound(),
];
