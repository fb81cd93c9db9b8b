/// <reference types="vite/client" />
import { DEFAULT_BRAND, type BrandId } from './registry';
import type { BankTheme } from './theme';

/**
 * The web bank's view of the brands: every brand file's loader, so a page ships only the brand it
 * shows. Kept this small on purpose (the login page's up-front JavaScript): the checks of the
 * files themselves are the registry's, run by the tests over the same glob.
 */
const loaders = import.meta.glob<BankTheme>('./brands/*.ts', { import: 'default' });
const loaderOf = (brand: BrandId) => loaders[`./brands/${brand}.ts`];

export { DEFAULT_BRAND, type BrandId };

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && loaderOf(value) !== undefined;
}

/** Loads one brand's tokens; an unknown name gets the default brand, as `themeFor` does. */
export function loadBrandTheme(brand: BrandId): Promise<BankTheme> {
  return (loaderOf(brand) ?? loaderOf(DEFAULT_BRAND)!)();
}
