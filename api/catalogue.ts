import * as auth from './auth';
import * as bank from './bank';
import * as bankAccounts from './bankAccounts';
import * as bankPayments from './bankPayments';
import * as bankProducts from './bankProducts';
import type { Call } from './call';
import * as communication from './communication';
import * as cards from './cards';
import * as company from './company';
import * as companyAttachments from './companyAttachments';
import * as cardApplication from './cardApplication';
import * as cardHolders from './cardHolders';
import * as cardOrders from './cardOrders';
import * as cardPurchases from './cardPurchases';
import * as cardStatus from './cardStatus';
import * as prepaidCards from './prepaidCards';
import * as loanApplication from './loanApplication';
import * as loans from './loans';
import * as ownDetails from './ownDetails';
import * as paymentControls from './paymentControls';
import * as payments from './payments';
import * as referral from './referral';
import * as reports from './reports';
import * as openBanking from './openBanking';
import * as consents from './consents';
import * as companyOnboarding from './companyOnboarding';
import * as purchaseRights from './purchaseRights';
import * as kycSurvey from './kycSurvey';
import * as companyRepresentative from './companyRepresentative';
import * as funnel from './funnel';
import * as registration from './registration';
import * as quickLogin from './quickLogin';
import * as storeflow from './storeflow';
import * as invoiceFunding from './invoiceFunding';
import * as companyLoanApplication from './companyLoanApplication';
import * as companyLoanBankApproval from './companyLoanBankApproval';
import * as broker from './broker';

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  'request' in value &&
  'response' in value &&
  'policy' in value;

/**
 * Every call of the contract: what the server serves (and nothing else under /api/), what the
 * published contract lists, what the access tests walk.
 */
export const CATALOGUE: readonly Call[] = [
  auth,
  bank,
  bankAccounts,
  bankPayments,
  bankProducts,
  cards,
  cardStatus,
  prepaidCards,
  cardPurchases,
  cardHolders,
  cardOrders,
  cardApplication,
  loans,
  loanApplication,
  ownDetails,
  payments,
  paymentControls,
  referral,
  reports,
  communication,
  company,
  companyAttachments,
  openBanking,
  consents,
  companyOnboarding,
  purchaseRights,
  kycSurvey,
  companyRepresentative,
  funnel,
  registration,
  quickLogin,
  storeflow,
  invoiceFunding,
  companyLoanApplication,
  companyLoanBankApproval,
  broker,
].flatMap((group) => Object.values(group).filter(isCall));
