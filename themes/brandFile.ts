import type { BrandDefinition } from './defineBrand';
import { sharedScales } from './scales';
import type { BankTheme, ThemeScales } from './theme';

/**
 * A brand file as text, and back: what the brand studio exports and loads (`themes/brands/<id>.ts`).
 * Not in the bank's bundle: only Storybook and the tests import it.
 */

/** The definition that gives back `theme` through `defineBrand`: its scales only where they differ. */
export function definitionOf(theme: BankTheme): BrandDefinition {
  const { id, name, shortName, logo, colors, darkColors, ...scales } = theme;
  const overrides = Object.fromEntries(
    Object.entries(scales).filter(
      ([scale, value]) =>
        JSON.stringify(value) !== JSON.stringify(sharedScales[scale as keyof ThemeScales]),
    ),
  ) as Partial<ThemeScales>;
  return {
    id,
    name,
    ...(shortName === undefined ? {} : { shortName }),
    ...(logo === undefined ? {} : { logo }),
    colors,
    darkColors,
    ...(Object.keys(overrides).length > 0 ? { overrides } : {}),
  };
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const quoted = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** A value as the repository's Prettier writes it: single quotes, every object expanded. */
function literal(value: unknown, indent: string): string {
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[${value.map((item) => literal(item, inner)).join(', ')}]`;
  }
  const entries = Object.entries(value as object).filter(([, item]) => item !== undefined);
  const lines = entries.map(
    ([key, item]) =>
      `${inner}${IDENTIFIER.test(key) ? key : quoted(key)}: ${literal(item, inner)},`,
  );
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** The brand file of a definition, ready to drop into `themes/brands/`. */
export function brandFileSource(definition: BrandDefinition): string {
  return [
    "import { defineBrand } from '../defineBrand';",
    '',
    `/** ${definition.name}: made in the brand studio. */`,
    `export default defineBrand(${literal(definition, '')});`,
    '',
  ].join('\n');
}

/**
 * The definition in a brand file's text: the files of `themes/brands/` and the studio's own. The
 * file is run as the script it is (its palette constants included) with its import and type
 * words taken out; only a designer's own file, in their own Storybook, is ever read this way.
 */
export function readBrandFile(source: string): BrandDefinition {
  const script = source
    .replace(/^\s*import\s[^;]*;/gm, '')
    .replace(/\bas const\b/g, '')
    .replace(/\bexport\s+default\s+/, 'return ');
  let found: BrandDefinition | undefined;
  const run = new Function('defineBrand', script) as (define: unknown) => unknown;
  run((definition: BrandDefinition) => {
    found = definition;
    return definition;
  });
  if (!found || typeof found.id !== 'string' || typeof found.colors !== 'object') {
    throw new Error(
      'Not a brand file: it must `export default defineBrand({ id, name, colors, darkColors })`',
    );
  }
  return found;
}
