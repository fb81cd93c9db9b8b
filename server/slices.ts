import { accountsSlice } from './accounts/routes';
import { authSlice } from './auth/routes';
import { cardApplicationSlice } from './cardApplication/routes';
import { cardsSlice } from './cards/routes';
import { communicationSlice } from './communication/routes';
import { companySlice } from './company/routes';
import { customerSlice } from './customer/routes';
import { loanApplicationSlice } from './loanApplication/routes';
import { loansSlice } from './loans/routes';
import { movementsSlice } from './movements/routes';
import { openingSlice } from './opening/routes';
import { openBankingSlice } from './openBanking/routes';
import { ownDetailsSlice } from './ownDetails/routes';
import { paymentControlsSlice } from './paymentControls/routes';
import { paymentsSlice } from './payments/routes';
import { referralSlice } from './referral/routes';
import { reportsSlice } from './reports/routes';
import { companyOnboardingSlice } from './companyOnboarding/routes';
import { purchaseRightsSlice } from './purchaseRights/routes';
import { kycSlice } from './kyc/routes';
import { companyRepresentativeSlice } from './companyRepresentative/routes';
import { funnelSlice } from './funnel/routes';
import { registrationSlice } from './registration/routes';
import { quickLoginSlice } from './quickLogin/routes';
import { storeflowSlice } from './storeflow/routes';
import { invoiceFundingSlice } from './invoiceFunding/routes';
import { companyLoanApplicationSlice } from './companyLoanApplication/routes';
import { brokerApplicationSlice } from './companyLoanApplication/brokerRoutes';

/** The bank's slices, each one folder of routes and services: a new slice is one line here. */
export const SLICES = [
  authSlice,
  customerSlice,
  accountsSlice,
  paymentsSlice,
  movementsSlice,
  openingSlice,
  loansSlice,
  loanApplicationSlice,
  cardsSlice,
  cardApplicationSlice,
  paymentControlsSlice,
  referralSlice,
  reportsSlice,
  communicationSlice,
  ownDetailsSlice,
  companySlice,
  openBankingSlice,
  companyOnboardingSlice,
  purchaseRightsSlice,
  kycSlice,
  companyRepresentativeSlice,
  funnelSlice,
  registrationSlice,
  quickLoginSlice,
  storeflowSlice,
  invoiceFundingSlice,
  companyLoanApplicationSlice,
  brokerApplicationSlice,
];
