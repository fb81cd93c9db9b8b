/**
 * The bank's reference account that company loans and limits are paid to by bank transfer, with
 * the loan's payment reference. Spec §9 configures the reference IBANs and omits their values;
 * this is the sandbox bank's (a bank reference account: '714' in characters 5 to 7).
 */
export const COMPANY_LOAN_PAYMENT_IBAN = 'FI6871400000123451';
