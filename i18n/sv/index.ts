import type { Texts } from '../fi';
import { svCommon } from './common';
import { svShell } from './shell';
import { svLogin } from './login';
import { svMenu } from './menu';
import { svErrors } from './errors';
import { svKit } from './kit';
import { svSandbox } from './sandbox';
import { svHome } from './home';
import { svCustomer } from './customer';
import { svAccounts } from './accounts';
import { svOpening } from './opening';
import { svCertificates } from './certificates';
import { svPayments } from './payments';
import { svMovements } from './movements';
import { svCatalogue } from './catalogue';
import { svLoanApplication } from './loanApplication';
import { svLoanCalculator } from './loanCalculator';
import { svLoans } from './loans';
import { svCardOrders } from './cardOrders';
import { svCards } from './cards';
import { svCardApplication } from './cardApplication';
import { svSecurityLimits } from './securityLimits';
import { svReferral } from './referral';
import { svReports } from './reports';
import { svMessages } from './messages';
import { svCompany } from './company';
import { svCompanyAttachments } from './companyAttachments';
import { svConsents } from './consents';
import { svCompanyOnboarding } from './companyOnboarding';
import { svPurchaseRights } from './purchaseRights';
import { svRepresentative } from './representative';
import { svRegistration } from './registration';
import { svQuickLogin } from './quickLogin';
import { svInvoiceFunding } from './invoiceFunding';
import { svCompanyLoan } from './companyLoan';
import { svBroker } from './broker';

export const sv: Texts = {
  common: svCommon,
  shell: svShell,
  login: svLogin,
  menu: svMenu,
  errors: svErrors,
  kit: svKit,
  sandbox: svSandbox,
  home: svHome,
  customer: svCustomer,
  accounts: svAccounts,
  opening: svOpening,
  certificates: svCertificates,
  payments: svPayments,
  movements: svMovements,
  catalogue: svCatalogue,
  loans: svLoans,
  loanApplication: svLoanApplication,
  loanCalculator: svLoanCalculator,
  cardOrders: svCardOrders,
  cards: svCards,
  cardApplication: svCardApplication,
  securityLimits: svSecurityLimits,
  referral: svReferral,
  reports: svReports,
  messages: svMessages,
  company: svCompany,
  companyAttachments: svCompanyAttachments,
  consents: svConsents,
  companyOnboarding: svCompanyOnboarding,
  purchaseRights: svPurchaseRights,
  representative: svRepresentative,
  registration: svRegistration,
  quickLogin: svQuickLogin,
  invoiceFunding: svInvoiceFunding,
  companyLoan: svCompanyLoan,
  broker: svBroker,
};
