import { sharedScales, sharedStatusColors } from './scales';
import type { BankTheme, SemanticColors } from './theme';

type BrandColors = Omit<SemanticColors, 'feedback' | 'badge'> &
  Partial<Pick<SemanticColors, 'feedback' | 'badge'>>;

export interface BrandDefinition {
  id: string;
  name: string;
  /** The brand's mapping of its palette onto the semantic roles. */
  colors: BrandColors;
  /** Any shared scale the brand changes (a rounder or a squarer brand, another typeface). */
  overrides?: Partial<Omit<BankTheme, 'id' | 'name' | 'colors'>>;
}

/** A whole theme from one brand file: the brand's colours over the shared scales. */
export function defineBrand({ id, name, colors, overrides = {} }: BrandDefinition): BankTheme {
  return {
    id,
    name,
    ...sharedScales,
    ...overrides,
    colors: {
      ...colors,
      feedback: colors.feedback ?? sharedStatusColors.feedback,
      badge: colors.badge ?? sharedStatusColors.badge,
    },
  };
}
