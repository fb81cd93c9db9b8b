import { describe, expect, it } from 'vitest';
import { brands } from './allBrands';
import { contrastPairs, contrastRatio, nearestPassingShade } from './contrast';
import { colorsOf, COLOR_SCHEMES } from './schemes';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    // WCAG's worked example is 4.48:1; colord floors to two decimals, which errs on the strict side.
    expect(contrastRatio('#777777', '#ffffff')).toBe(4.47);
  });
});

describe('nearestPassingShade', () => {
  it('darkens a light grey on white just enough', () => {
    const shade = nearestPassingShade('#999999', '#ffffff', 4.5)!;
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(4.8);
  });

  it('lightens a colour on a dark page', () => {
    const shade = nearestPassingShade('#0b6b3e', '#111814', 4.5)!;
    expect(contrastRatio(shade, '#111814')).toBeGreaterThanOrEqual(4.5);
  });

  it('finds none against a middle grey that no shade can meet', () => {
    expect(nearestPassingShade('#767676', '#767676', 7.5)).toBeUndefined();
  });
});

// Every brand file in themes/brands/, found by the registry: a new brand is checked here unasked.
describe.each(
  Object.values(brands).flatMap((theme) =>
    COLOR_SCHEMES.map((scheme) => ({ name: theme.name, scheme, colors: colorsOf(theme, scheme) })),
  ),
)('the $name brand, $scheme scheme', ({ colors }) => {
  it.each(contrastPairs(colors).map((pair) => [pair.use, pair] as const))(
    '%s meets WCAG AA',
    (_use, pair) => {
      expect(contrastRatio(pair.foreground, pair.background)).toBeGreaterThanOrEqual(pair.minimum);
    },
  );
});
