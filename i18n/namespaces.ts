/**
 * The catalogue is one namespace per slice: `i18n/<language>/<namespace>.ts`, whose texts sit under
 * the namespace's key (`payments.form.amount`). Each is loaded with the pages that need it.
 */
export const NAMESPACES = [
  'common',
  'shell',
  'login',
  'menu',
  'errors',
  'kit',
  'sandbox',
  'home',
  'customer',
  'accounts',
  'opening',
  'certificates',
  'payments',
  'movements',
  'catalogue',
  'loans',
  'loanApplication',
  'loanCalculator',
  'cardOrders',
  'cards',
  'cardApplication',
  'securityLimits',
  'referral',
  'reports',
  'messages',
  'company',
  'companyAttachments',
  'consents',
  'companyOnboarding',
  'purchaseRights',
  'representative',
  'registration',
  'quickLogin',
  'invoiceFunding',
  'companyLoan',
  'broker',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What the pages before login need: the login page ships only these. */
export const PUBLIC_NAMESPACES = ['common', 'shell', 'login'] as const satisfies Namespace[];

/** What every page of the bank needs besides its own: the menu, the kit's widgets, the messages. */
export const BANK_NAMESPACES = ['menu', 'kit', 'errors'] as const satisfies Namespace[];
