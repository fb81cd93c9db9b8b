import type { BankTheme } from '../theme';
import { blackgreen } from './blackgreen';
import { corporate } from './corporate';
import { green } from './green';
import { orangeviolet } from './orangeviolet';
import { purple } from './purple';

/** Every brand, in the order Storybook's toolbar and the gallery show them. */
export const brands = { green, corporate, blackgreen, purple, orangeviolet } as const;

export type BrandId = keyof typeof brands;

export const DEFAULT_BRAND: BrandId = 'green';

export const brandIds = Object.keys(brands) as BrandId[];

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && Object.hasOwn(brands, value);
}

/** The theme for a configured or previewed brand name; unknown names get the default brand. */
export function themeFor(brand: unknown): BankTheme {
  return brands[isBrandId(brand) ? brand : DEFAULT_BRAND];
}
