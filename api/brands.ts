/** The brands a bank can be configured with (`BRAND`); the kit has one theme file for each. */
export const BRANDS = ['green', 'corporate', 'blackgreen', 'purple', 'orangeviolet'] as const;

export type Brand = (typeof BRANDS)[number];

/**
 * Each brand's header band and the text on it, for what the server draws itself (the PDF
 * certificates), which may not import themes/. The brand files in themes/brands/ are the
 * source: these are copies of their `colors.background.header` and `colors.text.onHeader`, and
 * themes/brandColours.test.ts fails when the two disagree.
 */
export const BRAND_HEADER_COLOURS: Record<Brand, { background: string; text: string }> = {
  green: { background: '#084d2d', text: '#ffffff' },
  corporate: { background: '#0b2545', text: '#ffffff' },
  blackgreen: { background: '#0b0d0c', text: '#3ddc84' },
  purple: { background: '#3b1661', text: '#ffffff' },
  orangeviolet: { background: '#3b1470', text: '#ffffff' },
};
