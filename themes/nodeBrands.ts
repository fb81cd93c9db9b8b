import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brandRegistry, type BrandRegistry } from './registry';

/**
 * The brand registry for Node without Vite: the server (run by tsx) and the build scripts.
 * tsx has no `import.meta.glob`, so the folder is listed with the same rule as the glob
 * (`brands/*.ts`) and each file is imported once, at start (top-level await); a build step that
 * generated a list instead would be a second list to keep, and a plugin would tie the server to
 * a bundler. The brand files are pure data, so this pulls in no styled-components.
 */
export async function readBrandFolder(folder: string): Promise<BrandRegistry> {
  const files = (await readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.startsWith('.'))
    .map((entry) => resolve(folder, entry.name));
  const modules = await Promise.all(
    files.map(async (file) => [file, (await import(pathToFileURL(file).href)) as unknown] as const),
  );
  return brandRegistry(Object.fromEntries(modules));
}

export const { brands, brandIds, isBrandId, themeFor } = await readBrandFolder(
  resolve(import.meta.dirname, 'brands'),
);

export { DEFAULT_BRAND, type BrandId } from './registry';

/** What the server needs of the colour schemes: the chosen one's cookie, for a page's first paint. */
export { isColorScheme, SCHEME_COOKIE } from './schemes';
