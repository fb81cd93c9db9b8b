/** The brands a bank can be configured with (`BRAND`); the kit has one theme file for each. */
export const BRANDS = ['green', 'corporate', 'blackgreen', 'purple', 'orangeviolet'] as const;

export type Brand = (typeof BRANDS)[number];
