import { sharedScales, sharedStatusColors } from './scales';
import type { BankTheme, ColorScheme, SemanticColors, ThemeScales } from './theme';

/** A scheme's colours as a brand file gives them: feedback, badges and card skins are optional. */
export type BrandColors = Omit<SemanticColors, 'feedback' | 'badge' | 'card'> &
  Partial<Pick<SemanticColors, 'feedback' | 'badge' | 'card'>>;

/**
 * Everything about a brand, in its one file `themes/brands/<id>.ts`. An installable web app's
 * manifest needs nothing more: `name`, `shortName`, `colors.background.header` (the browser's
 * bar continues the header band) and `colors.background.page` (the splash screen).
 */
export interface BrandDefinition {
  /** The file's name: `themes/brands/<id>.ts`. */
  id: string;
  /** The brand's name as designers and partner brands know it. */
  name: string;
  /** The name under an installed app's icon, where `name` is too long (`name` if not given). */
  shortName?: string;
  /** The brand's mapping of its palette onto the semantic roles, in the light scheme. */
  colors: BrandColors;
  /** The same roles on a dark page: a palette of its own, designed for the dark. */
  darkColors: BrandColors;
  /** The logo drawn in the header in place of the bank's name (`BankTheme.logo`). */
  logo?: string;
  /** Any shared scale the brand changes (a rounder or a squarer brand, another typeface). */
  overrides?: Partial<ThemeScales>;
}

/**
 * A scheme's whole colours: the shared status colours unless the brand gives its own, and card
 * skins from the brand's own roles (each one a pair the contrast checks already hold).
 */
function schemeColors(colors: BrandColors, scheme: ColorScheme): SemanticColors {
  return {
    ...colors,
    feedback: colors.feedback ?? sharedStatusColors[scheme].feedback,
    badge: colors.badge ?? sharedStatusColors[scheme].badge,
    card: colors.card ?? {
      consumer: { surface: colors.action.primary, text: colors.text.onAction },
      business: { surface: colors.background.header, text: colors.text.onHeader },
      accountingPartner: { surface: colors.action.selected, text: colors.background.surface },
    },
  };
}

/** A whole theme from one brand file: the brand's colours over the shared scales. */
export function defineBrand({
  colors,
  darkColors,
  overrides = {},
  ...names
}: BrandDefinition): BankTheme {
  return {
    ...names,
    ...sharedScales,
    ...overrides,
    colors: schemeColors(colors, 'light'),
    darkColors: schemeColors(darkColors, 'dark'),
  };
}
