/**
 * The loaders of the account side in one chunk: they import much the same few calls, and the
 * route table, which the login page carries, then needs one import of them instead of many.
 */
export { bankLoader, ownAccountsLoader } from '../shell/loaders';
export { homeLoader } from '../pages/loaders';
export { accountLoader, paymentLoader, termDepositLoader } from '../features/accounts/loaders';
export { certificateLoader } from '../features/certificates/loaders';
export { customerLoader } from '../features/customer/loaders';
export {
  loanApplicationLoader,
  loanListLoader,
  loanLoader,
  loansLoader,
} from '../features/loans/loaders';
