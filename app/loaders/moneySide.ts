/** The loaders of the pages that move money, in one chunk (see accountSide.ts). */
export { futurePaymentsLoader, newPaymentLoader } from './payments';
export { depositLoader, withdrawalLoader } from './movements';
export { savingsAccountLoader, termDepositLoader as openTermDepositLoader } from './opening';
export { loanActionLoader, loanPaymentLoader } from '../features/loans/loaders';
