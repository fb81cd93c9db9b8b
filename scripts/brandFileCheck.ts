import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type * as Contrast from '../themes/contrast';
import type * as NodeBrands from '../themes/nodeBrands';
import type * as Schemes from '../themes/schemes';

const themes = resolve(import.meta.dirname, '..', 'themes');

/** The brand files' one import, pointed at the real `defineBrand` from a folder elsewhere. */
const withSharedDefine = (source: string) =>
  source.replace("'../defineBrand'", JSON.stringify(join(themes, 'defineBrand.ts')));

/**
 * What the brand tests ask of a brand file, asked of one the brand studio exported: written as
 * `<id>.ts` into a temporary copy of `themes/brands/`, the registry must take the folder (the
 * file is a brand, its id its name) and every contrast pair of both its schemes must pass.
 * Answers the failures, none when the file would pass. A command of the kit's story tests: a
 * story's play function has no file system of its own.
 */
export async function checkBrandFile(fileName: string, source: string): Promise<string[]> {
  const scratch = await mkdtemp(join(tmpdir(), 'studio-brands-'));
  try {
    const folder = join(scratch, 'brands');
    await mkdir(folder);
    for (const file of await readdir(join(themes, 'brands'))) {
      const text = await readFile(join(themes, 'brands', file), 'utf8');
      await writeFile(join(folder, file), withSharedDefine(text));
    }
    await writeFile(join(folder, fileName), withSharedDefine(source));
    const load = <T>(module: string) =>
      tsImport(join(themes, module), import.meta.url) as Promise<T>;
    const { readBrandFolder } = await load<typeof NodeBrands>('nodeBrands.ts');
    const { contrastPairs, contrastRatio } = await load<typeof Contrast>('contrast.ts');
    const { colorsOf, COLOR_SCHEMES } = await load<typeof Schemes>('schemes.ts');
    const registry = await readBrandFolder(folder);
    const id = fileName.replace(/\.ts$/, '');
    if (!registry.isBrandId(id)) return [`${fileName} is not in the registry`];
    const theme = registry.themeFor(id);
    return COLOR_SCHEMES.flatMap((scheme) =>
      contrastPairs(colorsOf(theme, scheme))
        .map((pair) => ({ ...pair, ratio: contrastRatio(pair.foreground, pair.background) }))
        .filter((pair) => pair.ratio < pair.minimum)
        .map((pair) => `${scheme}: ${pair.use} ${pair.ratio}:1 < ${pair.minimum}:1`),
    );
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
