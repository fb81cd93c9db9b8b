/** The brands' ids alone, without their tokens: what the app needs before it loads one theme. */
export const BRAND_IDS = ['green', 'corporate', 'blackgreen', 'purple', 'orangeviolet'] as const;

export type BrandId = (typeof BRAND_IDS)[number];

export const DEFAULT_BRAND: BrandId = 'green';

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}
