import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { brands } from './allBrands';
import { brandFileSource, definitionOf, readBrandFile } from './brandFile';
import { defineBrand } from './defineBrand';

const prettierConfig = { singleQuote: true, printWidth: 100, parser: 'typescript' } as const;

describe.each(Object.values(brands))('the $id brand as a file', (theme) => {
  it('is written as the repository formats it and read back as the same theme', async () => {
    const source = brandFileSource(definitionOf(theme));
    expect(await format(source, prettierConfig)).toBe(source);
    expect(defineBrand(readBrandFile(source))).toEqual(theme);
  });

  it('is read from its own file in themes/brands/', async () => {
    const source = await readFile(resolve(import.meta.dirname, 'brands', `${theme.id}.ts`), 'utf8');
    expect(defineBrand(readBrandFile(source))).toEqual(theme);
  });
});

describe('a file that is not a brand', () => {
  it('is refused with what a brand file must do', () => {
    expect(() => readBrandFile('export default 42;')).toThrow(/Not a brand file/);
  });
});
