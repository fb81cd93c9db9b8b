/** The products a customer opens here, by the address of their terms page. */
export const PRODUCTS = ['payment-account', 'savings-account', 'term-deposit'] as const;
export type Product = (typeof PRODUCTS)[number];

export function isProduct(value: string | undefined): value is Product {
  return (PRODUCTS as readonly (string | undefined)[]).includes(value);
}

/** The products' names, as the bank sells them (spec: 'Kuluton käyttötili'). */
export const PRODUCT_NAMES: Record<Product, string> = {
  'payment-account': 'Kuluton käyttötili',
  'savings-account': 'Säästötili',
  'term-deposit': 'Määräaikaistalletus',
};

/** Spec gives no terms documents; each product's terms are a page of the bank. */
export const termsHref = (product: Product) => `/bank/accounts/terms/${product}`;
