import type { BrandDefinition } from '../../themes/defineBrand';
import { defineBrand } from '../../themes/defineBrand';
import type { ColorScheme } from '../../themes/schemes';
import type { BankTheme, ThemeScales } from '../../themes/theme';

/** The studio's changes to a brand definition: each gives a new definition, the old one untouched. */

type ColourTree = { [role: string]: string | ColourTree };

const schemeKey = (scheme: ColorScheme) => (scheme === 'dark' ? 'darkColors' : 'colors');

/** Every colour of a scheme as `[token path, value]`, in the order of theme.ts. */
export function colourTokens(colors: object): [string, string][] {
  const walk = (prefix: string, node: object): [string, string][] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value] as [string, string]]
        : walk(`${prefix}${key}.`, value as object),
    );
  return walk('', colors);
}

function mapLeaves(
  tree: ColourTree,
  change: (path: string, value: string) => string,
  prefix = '',
): ColourTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? change(`${prefix}${key}`, value)
        : mapLeaves(value, change, `${prefix}${key}.`),
    ]),
  );
}

function withColours(
  definition: BrandDefinition,
  scheme: ColorScheme,
  change: (path: string, value: string) => string,
): BrandDefinition {
  const key = schemeKey(scheme);
  const colours = mapLeaves(definition[key] as unknown as ColourTree, change);
  return { ...definition, [key]: colours };
}

/** One token of one scheme set to a colour. */
export const withColour = (
  definition: BrandDefinition,
  scheme: ColorScheme,
  token: string,
  colour: string,
) => withColours(definition, scheme, (path, value) => (path === token ? colour : value));

/** A palette colour changed wherever the scheme uses it: what "use the passing shade" does. */
export const withColourReplaced = (
  definition: BrandDefinition,
  scheme: ColorScheme,
  from: string,
  to: string,
) => withColours(definition, scheme, (_path, value) => (value === from ? to : value));

/** One shared scale of the brand changed (its typeface, its corner radii). */
export function withScale<K extends keyof ThemeScales>(
  definition: BrandDefinition,
  scale: K,
  value: ThemeScales[K],
): BrandDefinition {
  return { ...definition, overrides: { ...definition.overrides, [scale]: value } };
}

/** The theme a definition makes; the studio's previews and checks read it. */
export const themeOf = (definition: BrandDefinition): BankTheme => defineBrand(definition);
