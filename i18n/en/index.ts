import type { Texts } from '../fi';
import { enCommon } from './common';
import { enShell } from './shell';
import { enLogin } from './login';
import { enMenu } from './menu';
import { enErrors } from './errors';
import { enKit } from './kit';
import { enSandbox } from './sandbox';
import { enHome } from './home';
import { enCustomer } from './customer';
import { enAccounts } from './accounts';
import { enOpening } from './opening';
import { enCertificates } from './certificates';
import { enPayments } from './payments';
import { enMovements } from './movements';
import { enCatalogue } from './catalogue';
import { enLoanApplication } from './loanApplication';
import { enLoanCalculator } from './loanCalculator';
import { enLoans } from './loans';
import { enCardOrders } from './cardOrders';
import { enCards } from './cards';
import { enCardApplication } from './cardApplication';
import { enSecurityLimits } from './securityLimits';
import { enReferral } from './referral';
import { enReports } from './reports';
import { enMessages } from './messages';
import { enCompany } from './company';
import { enCompanyAttachments } from './companyAttachments';
import { enConsents } from './consents';
import { enCompanyOnboarding } from './companyOnboarding';
import { enPurchaseRights } from './purchaseRights';
import { enRepresentative } from './representative';
import { enRegistration } from './registration';
import { enQuickLogin } from './quickLogin';
import { enInvoiceFunding } from './invoiceFunding';
import { enCompanyLoan } from './companyLoan';
import { enBroker } from './broker';

export const en: Texts = {
  common: enCommon,
  shell: enShell,
  login: enLogin,
  menu: enMenu,
  errors: enErrors,
  kit: enKit,
  sandbox: enSandbox,
  home: enHome,
  customer: enCustomer,
  accounts: enAccounts,
  opening: enOpening,
  certificates: enCertificates,
  payments: enPayments,
  movements: enMovements,
  catalogue: enCatalogue,
  loans: enLoans,
  loanApplication: enLoanApplication,
  loanCalculator: enLoanCalculator,
  cardOrders: enCardOrders,
  cards: enCards,
  cardApplication: enCardApplication,
  securityLimits: enSecurityLimits,
  referral: enReferral,
  reports: enReports,
  messages: enMessages,
  company: enCompany,
  companyAttachments: enCompanyAttachments,
  consents: enConsents,
  companyOnboarding: enCompanyOnboarding,
  purchaseRights: enPurchaseRights,
  representative: enRepresentative,
  registration: enRegistration,
  quickLogin: enQuickLogin,
  invoiceFunding: enInvoiceFunding,
  companyLoan: enCompanyLoan,
  broker: enBroker,
};
