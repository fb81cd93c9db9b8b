import type { BankTheme, ColorScheme, SemanticColors } from './theme';

export type { ColorScheme };

export const COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark'];

/** What a customer chooses in the bank's settings: a scheme, or the device's own. */
export type SchemeChoice = ColorScheme | 'device';

export const SCHEME_CHOICES: readonly SchemeChoice[] = ['device', 'light', 'dark'];

/**
 * The cookie that remembers a chosen scheme (none: the device's). A cookie, not local storage:
 * the server reads it and writes the scheme into the page's `<html data-scheme>`, so the first
 * paint is in the right scheme, prerendered pages included, with no script to run first.
 */
export const SCHEME_COOKIE = 'scheme';

/** The attribute of `<html>` (or of any element, for what is inside it) that fixes a scheme. */
export const SCHEME_ATTRIBUTE = 'data-scheme';

export function isColorScheme(value: unknown): value is ColorScheme {
  return value === 'light' || value === 'dark';
}

export function colorsOf(theme: BankTheme, scheme: ColorScheme): SemanticColors {
  return scheme === 'dark' ? theme.darkColors : theme.colors;
}

type ColorTree = { [role: string]: string | ColorTree };

function mapColors(
  tree: ColorTree,
  leaf: (path: string[], value: string) => string,
  path: string[] = [],
): ColorTree {
  return Object.fromEntries(
    Object.entries(tree).map(([role, value]) => [
      role,
      typeof value === 'string'
        ? leaf([...path, role], value)
        : mapColors(value, leaf, [...path, role]),
    ]),
  );
}

const variableOf = (path: string[]) => `--bank-${path.join('-')}`;

/**
 * The theme the components read: every colour a CSS custom property (`var(--bank-text-default)`),
 * whose value the page's scheme sets (`schemeDeclarations`). One stylesheet serves both schemes,
 * so a scheme changes with no new styles and a prerendered page paints in either.
 */
export function followingScheme(theme: BankTheme): BankTheme {
  const references = mapColors(
    theme.colors as unknown as ColorTree,
    (path) => `var(${variableOf(path)})`,
  );
  return { ...theme, colors: references as unknown as SemanticColors };
}

/** One scheme's colours as custom property declarations, for `followingScheme`'s references. */
export function schemeDeclarations(colors: SemanticColors): string {
  const declarations: string[] = [];
  mapColors(colors as unknown as ColorTree, (path, value) => {
    declarations.push(`${variableOf(path)}: ${value};`);
    return value;
  });
  return declarations.join(' ');
}
