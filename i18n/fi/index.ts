import { fiCommon } from './common';
import { fiShell } from './shell';
import { fiLogin } from './login';
import { fiMenu } from './menu';
import { fiErrors } from './errors';
import { fiKit } from './kit';
import { fiSandbox } from './sandbox';
import { fiHome } from './home';
import { fiCustomer } from './customer';
import { fiAccounts } from './accounts';
import { fiOpening } from './opening';
import { fiCertificates } from './certificates';
import { fiPayments } from './payments';
import { fiMovements } from './movements';
import { fiCatalogue } from './catalogue';
import { fiLoanApplication } from './loanApplication';
import { fiLoanCalculator } from './loanCalculator';
import { fiLoans } from './loans';
import { fiCardOrders } from './cardOrders';
import { fiCards } from './cards';
import { fiCardApplication } from './cardApplication';
import { fiSecurityLimits } from './securityLimits';
import { fiReferral } from './referral';
import { fiReports } from './reports';
import { fiMessages } from './messages';
import { fiCompany } from './company';
import { fiCompanyAttachments } from './companyAttachments';
import { fiConsents } from './consents';
import { fiCompanyOnboarding } from './companyOnboarding';
import { fiPurchaseRights } from './purchaseRights';
import { fiRepresentative } from './representative';
import { fiRegistration } from './registration';
import { fiQuickLogin } from './quickLogin';
import { fiInvoiceFunding } from './invoiceFunding';
import { fiCompanyLoan } from './companyLoan';
import { fiBroker } from './broker';

/**
 * The Finnish catalogue: complete, and the shape every other language must match. Texts the spec
 * gives are verbatim; the rest are ours.
 */
export const fi = {
  common: fiCommon,
  shell: fiShell,
  login: fiLogin,
  menu: fiMenu,
  errors: fiErrors,
  kit: fiKit,
  sandbox: fiSandbox,
  home: fiHome,
  customer: fiCustomer,
  accounts: fiAccounts,
  opening: fiOpening,
  certificates: fiCertificates,
  payments: fiPayments,
  movements: fiMovements,
  catalogue: fiCatalogue,
  loans: fiLoans,
  loanApplication: fiLoanApplication,
  loanCalculator: fiLoanCalculator,
  cardOrders: fiCardOrders,
  cards: fiCards,
  cardApplication: fiCardApplication,
  securityLimits: fiSecurityLimits,
  referral: fiReferral,
  reports: fiReports,
  messages: fiMessages,
  company: fiCompany,
  companyAttachments: fiCompanyAttachments,
  consents: fiConsents,
  companyOnboarding: fiCompanyOnboarding,
  purchaseRights: fiPurchaseRights,
  representative: fiRepresentative,
  registration: fiRegistration,
  quickLogin: fiQuickLogin,
  invoiceFunding: fiInvoiceFunding,
  companyLoan: fiCompanyLoan,
  broker: fiBroker,
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of a catalogue: every key of the Finnish one, each a string. */
export type Texts = Widen<typeof fi>;
