import { describe, expect, it } from 'vitest';
import { brands } from './index';
import { BRAND_IDS } from './ids';
import { loadBrandTheme } from './load';

describe('loadBrandTheme', () => {
  it.each(BRAND_IDS)('loads the %s brand’s own theme', async (id) => {
    expect(await loadBrandTheme(id)).toBe(brands[id]);
  });
});
