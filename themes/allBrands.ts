/// <reference types="vite/client" />
import { brandRegistry } from './registry';

/**
 * Every brand's theme at once, for Storybook, the login page's prerender and the tests (the web
 * bank itself loads only the brand it shows: `loadBrand.ts`).
 */
export const { brands, brandIds, isBrandId, themeFor } = brandRegistry(
  import.meta.glob('./brands/*.ts', { eager: true }),
);
