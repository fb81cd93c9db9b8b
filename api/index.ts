/** The call catalogue as a contract shared by the web bank and the sandbox bank. */
export * as auth from './auth';
export * as bank from './bank';
export * as bankAccounts from './bankAccounts';
export * as bankPayments from './bankPayments';
export * as bankProducts from './bankProducts';
export * as cards from './cards';
export * as cardApplication from './cardApplication';
export * as cardHolders from './cardHolders';
export * as cardOrders from './cardOrders';
export * as cardPurchases from './cardPurchases';
export * as cardStatus from './cardStatus';
export * as prepaidCards from './prepaidCards';
export * as loanApplication from './loanApplication';
export * as loans from './loans';
export * as payments from './payments';
export { ApiError, callApi, CSRF_HEADER, CSRF_HEADER_VALUE, type CallOptions } from './client';
export { defineCall, type Call, type CallInput, type CallOutput } from './call';
