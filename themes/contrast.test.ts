import { describe, expect, it } from 'vitest';
import { brands } from './allBrands';
import { contrastPairs, contrastRatio } from './contrast';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    // WCAG's worked example is 4.48:1; colord floors to two decimals, which errs on the strict side.
    expect(contrastRatio('#777777', '#ffffff')).toBe(4.47);
  });
});

// Every brand file in themes/brands/, found by the registry: a new brand is checked here unasked.
describe.each(Object.values(brands))('the $name brand', (theme) => {
  it.each(contrastPairs(theme).map((pair) => [pair.use, pair] as const))(
    '%s meets WCAG AA',
    (_use, pair) => {
      expect(contrastRatio(pair.foreground, pair.background)).toBeGreaterThanOrEqual(pair.minimum);
    },
  );
});
