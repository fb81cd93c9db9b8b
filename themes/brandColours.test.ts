import { describe, expect, it } from 'vitest';
// The one crossing of the layers allowed here: a test that the server's copy agrees with the themes.
// eslint-disable-next-line boundaries/dependencies
import { BRAND_HEADER_COLOURS, BRANDS } from '../api/brands';
import { brands } from './brands';

describe("the server's copy of the brands' header colours", () => {
  it('names every brand, and only those', () => {
    expect(Object.keys(BRAND_HEADER_COLOURS).sort()).toEqual([...BRANDS].sort());
    expect(Object.keys(brands).sort()).toEqual([...BRANDS].sort());
  });

  it.each(BRANDS)('%s: the header band and its text are the theme’s', (brand) => {
    const { colors } = brands[brand];
    expect(BRAND_HEADER_COLOURS[brand]).toEqual({
      background: colors.background.header,
      text: colors.text.onHeader,
    });
  });
});
