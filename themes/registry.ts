import type { BankTheme } from './theme';

/**
 * The brand registry. A brand is one file, `themes/brands/<id>.ts`, whose default export is
 * `defineBrand({ id: '<id>', … })`; nothing lists the brands. Each world finds the files its own
 * way and hands them here: Vite's `import.meta.glob` (the web bank, lazily, in `loadBrand.ts`;
 * Storybook, the prerender and the tests, eagerly, in `allBrands.ts`) and Node's file system
 * (the server and the build scripts, in `nodeBrands.ts`). Pure data: the server imports it.
 */

/** An id found in `themes/brands/`: the file's name, checked with `isBrandId`. */
export type BrandId = string;

/** The brand a bank shows when none is configured, and the first in every list of brands. */
export const DEFAULT_BRAND: BrandId = 'green';

/** Ids go into addresses (`?brand=`), settings (`BRAND=`) and file names (`login-<id>.html`). */
const BRAND_FILE = /(?:^|[\\/])([a-z][a-z0-9-]*)\.ts$/;

/** A brand's id is its file's name: `themes/brands/teal.ts` is the brand `teal`. */
export function brandIdOf(path: string): BrandId {
  const id = BRAND_FILE.exec(path)?.[1];
  if (!id) {
    throw new Error(
      `${path} is not a brand file: themes/brands/ holds only <id>.ts files, the id in lower case`,
    );
  }
  return id;
}

/** The default brand first, then the others by id: the order of Storybook's toolbar and gallery. */
export function inBrandOrder<T extends BrandId>(ids: Iterable<T>): T[] {
  return [...ids].sort((a, b) =>
    a === DEFAULT_BRAND ? -1 : b === DEFAULT_BRAND ? 1 : a.localeCompare(b, 'en'),
  );
}

export interface BrandRegistry {
  /** Every brand's theme by id, in brand order. */
  readonly brands: Readonly<Record<BrandId, BankTheme>>;
  /** Every brand's id, in brand order; the default brand is always there. */
  readonly brandIds: readonly [BrandId, ...BrandId[]];
  isBrandId(value: unknown): value is BrandId;
  /** The theme for a configured or previewed brand name; unknown names get the default brand. */
  themeFor(brand: unknown): BankTheme;
}

/**
 * The registry from the brand files' modules, keyed by their paths (as `import.meta.glob` gives
 * them). A file that is not a brand, or whose id is not its name, stops everything that loads it.
 */
export function brandRegistry(modules: Readonly<Record<string, unknown>>): BrandRegistry {
  const found = new Map<BrandId, BankTheme>();
  for (const [path, module] of Object.entries(modules)) {
    const id = brandIdOf(path);
    const theme = (module as { default?: Partial<BankTheme> } | undefined)?.default;
    if (typeof theme?.id !== 'string' || typeof theme.colors !== 'object') {
      throw new Error(`${path} must \`export default defineBrand({ id: '${id}', … })\``);
    }
    if (theme.id !== id) {
      throw new Error(`${path} defines the brand '${theme.id}': a brand's id is its file's name`);
    }
    found.set(id, theme as BankTheme);
  }
  if (!found.has(DEFAULT_BRAND)) {
    throw new Error(`The default brand '${DEFAULT_BRAND}' has no file in themes/brands/`);
  }
  const ids = inBrandOrder(found.keys());
  const brands: Record<BrandId, BankTheme> = Object.fromEntries(
    ids.map((id) => [id, found.get(id)!]),
  );
  const isBrandId = (value: unknown): value is BrandId =>
    typeof value === 'string' && found.has(value);
  return {
    brands,
    brandIds: ids as [BrandId, ...BrandId[]],
    isBrandId,
    themeFor: (brand) => found.get(isBrandId(brand) ? brand : DEFAULT_BRAND)!,
  };
}
