import { sharedScales, sharedStatusColors } from './scales';
import type { BankTheme, SemanticColors } from './theme';

type BrandColors = Omit<SemanticColors, 'feedback' | 'badge'> &
  Partial<Pick<SemanticColors, 'feedback' | 'badge'>>;

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
  /** The brand's mapping of its palette onto the semantic roles. */
  colors: BrandColors;
  /** Any shared scale the brand changes (a rounder or a squarer brand, another typeface). */
  overrides?: Partial<Omit<BankTheme, 'id' | 'name' | 'shortName' | 'colors'>>;
}

/** A whole theme from one brand file: the brand's colours over the shared scales. */
export function defineBrand({ colors, overrides = {}, ...names }: BrandDefinition): BankTheme {
  return {
    ...names,
    ...sharedScales,
    ...overrides,
    colors: {
      ...colors,
      feedback: colors.feedback ?? sharedStatusColors.feedback,
      badge: colors.badge ?? sharedStatusColors.badge,
    },
  };
}
