import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as everyBrand from './allBrands';
import * as lazyBrands from './loadBrand';
import * as nodeBrands from './nodeBrands';
import { brandRegistry, DEFAULT_BRAND } from './registry';

const folder = resolve(import.meta.dirname, 'brands');
const filesInFolder = async () =>
  (await readdir(folder)).filter((name) => name.endsWith('.ts')).map((name) => name.slice(0, -3));

describe('the brand registry', () => {
  it('is the files in themes/brands/, in every world that reads it', async () => {
    const files = (await filesInFolder()).sort();
    expect([...everyBrand.brandIds].sort()).toEqual(files);
    expect(files.filter((id) => !lazyBrands.isBrandId(id))).toEqual([]);
    expect([...nodeBrands.brandIds].sort()).toEqual(files);
  });

  it('lists the default brand first, then the others by id', () => {
    const [first, ...others] = everyBrand.brandIds;
    expect(first).toBe(DEFAULT_BRAND);
    expect(others).toEqual([...others].sort());
    expect(Object.keys(everyBrand.brands)).toEqual(everyBrand.brandIds);
    expect(nodeBrands.brandIds).toEqual(everyBrand.brandIds);
  });

  it.each(everyBrand.brandIds)('loads the %s brand’s own theme, alone', async (id) => {
    const theme = await lazyBrands.loadBrandTheme(id);
    expect(theme.id).toBe(id);
    expect(theme).toEqual(everyBrand.brands[id]);
    expect(nodeBrands.themeFor(id)).toEqual(theme);
  });

  it('gives the default brand for a name that is not a brand', () => {
    expect(everyBrand.isBrandId('pink')).toBe(false);
    expect(everyBrand.themeFor('pink').id).toBe(DEFAULT_BRAND);
    expect(lazyBrands.isBrandId('toString')).toBe(false);
    expect(lazyBrands.isBrandId('../registry')).toBe(false);
    expect(nodeBrands.isBrandId('__proto__')).toBe(false);
  });
});

describe('a brand file dropped into the folder', () => {
  let scratch = '';
  afterEach(() => rm(scratch, { recursive: true, force: true }));

  it('is a brand, with no other change', async () => {
    scratch = await mkdtemp(join(tmpdir(), 'brands-'));
    const defineBrand = resolve(import.meta.dirname, 'defineBrand.ts');
    const green = (await readFile(join(folder, 'green.ts'), 'utf8')).replace(
      "'../defineBrand'",
      JSON.stringify(defineBrand),
    );
    await writeFile(join(scratch, 'green.ts'), green);
    await writeFile(
      join(scratch, 'teal.ts'),
      green.replace("id: 'green'", "id: 'teal'").replace("name: 'Vihreä'", "name: 'Sinivihreä'"),
    );
    const registry = await nodeBrands.readBrandFolder(scratch);
    expect(registry.brandIds).toEqual(['green', 'teal']);
    expect(registry.isBrandId('teal')).toBe(true);
    expect(registry.themeFor('teal')).toMatchObject({ id: 'teal', name: 'Sinivihreä' });
  });
});

describe('a file in themes/brands/ that is not a brand', () => {
  const theme = everyBrand.themeFor(DEFAULT_BRAND);
  const green = { './brands/green.ts': { default: theme } };

  it('stops the registry when its id is not its name', () => {
    expect(() => brandRegistry({ ...green, './brands/teal.ts': { default: theme } })).toThrow(
      "./brands/teal.ts defines the brand 'green': a brand's id is its file's name",
    );
  });

  it('stops the registry when it exports no brand', () => {
    expect(() => brandRegistry({ ...green, './brands/helpers.ts': { palette: {} } })).toThrow(
      "./brands/helpers.ts must `export default defineBrand({ id: 'helpers', … })`",
    );
    expect(() => brandRegistry({ ...green, './brands/Teal.ts': { default: theme } })).toThrow(
      /not a brand file/,
    );
  });

  it('stops the registry when the default brand is missing', () => {
    expect(() => brandRegistry({})).toThrow(/default brand 'green'/);
  });
});

/** Every package the files reach through their relative imports, the files' own included. */
async function packagesReached(files: string[], seen = new Set<string>()): Promise<Set<string>> {
  const packages = new Set<string>();
  for (const file of files) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = await readFile(file, 'utf8');
    for (const [, specifier = ''] of source.matchAll(
      /^(?:import|export)\s(?:[^'"]*?from\s+)?'([^']+)'/gm,
    )) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else {
        const module = `${resolve(dirname(file), specifier)}.ts`;
        for (const name of await packagesReached([module], seen)) packages.add(name);
      }
    }
  }
  return packages;
}

describe('what the server loads from themes/', () => {
  it('is pure data: the registry and the brand files reach no package but Node’s own', async () => {
    const brandFiles = (await filesInFolder()).map((id) => join(folder, `${id}.ts`));
    const reached = await packagesReached([
      resolve(import.meta.dirname, 'nodeBrands.ts'),
      ...brandFiles,
    ]);
    expect(reached).toContain('node:fs/promises');
    expect([...reached].filter((name) => !name.startsWith('node:'))).toEqual([]);
  });
});
