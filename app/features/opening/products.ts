import type { Texts } from '../../../i18n';

/** The products a customer opens here, by the address of their terms page. */
export const PRODUCTS = ['payment-account', 'savings-account', 'term-deposit'] as const;
export type Product = (typeof PRODUCTS)[number];

export function isProduct(value: string | undefined): value is Product {
  return (PRODUCTS as readonly (string | undefined)[]).includes(value);
}

/** Spec gives no terms documents; each product's terms are a page of the bank. */
export const termsHref = (product: Product) => `/bank/accounts/terms/${product}`;

type TermsSection = keyof Texts['opening']['terms'];

const COMMON_TERMS: TermsSection[] = ['parties', 'depositGuarantee', 'changes'];

/** The sections of each product's terms (texts in the opening namespace). */
export const TERMS_SECTIONS: Record<Product, TermsSection[]> = {
  'payment-account': ['paymentAccount', 'payments', ...COMMON_TERMS],
  'savings-account': ['savingsInterest', 'withdrawals', ...COMMON_TERMS],
  'term-deposit': ['termDeposit', 'maturity', 'earlyWithdrawal', ...COMMON_TERMS],
};
