import type { BankTheme } from '../theme';
import { blackgreen } from './blackgreen';
import { corporate } from './corporate';
import { green } from './green';
import { BRAND_IDS, DEFAULT_BRAND, isBrandId, type BrandId } from './ids';
import { orangeviolet } from './orangeviolet';
import { purple } from './purple';

/** Every brand, in the order Storybook's toolbar and the gallery show them. */
export const brands = {
  green,
  corporate,
  blackgreen,
  purple,
  orangeviolet,
} as const satisfies Record<BrandId, BankTheme>;

export const brandIds: readonly BrandId[] = BRAND_IDS;

export { DEFAULT_BRAND, isBrandId, type BrandId };

/** The theme for a configured or previewed brand name; unknown names get the default brand. */
export function themeFor(brand: unknown): BankTheme {
  return brands[isBrandId(brand) ? brand : DEFAULT_BRAND];
}
