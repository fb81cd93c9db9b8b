/**
 * The payments group: verification of payee, instant payments, deposits from another bank and
 * loan instalments paid from there. One module per subject, so a page loads the schemas of the
 * calls it makes and no others.
 */
export * from './externalAccounts';
export * from './instantPayments';
export * from './loanPayments';
export * from './payeeVerification';
