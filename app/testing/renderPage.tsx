import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Language } from '../../i18n/instance';
import { loadBrandTheme, type BrandId } from '../../themes/loadBrand';
import { BankProviders } from '../Bank';
import { forgetBankData } from '../shell/BankQueries';
import { bankTexts, switchLanguage } from '../shell/texts';
import { loadSiteRoutes } from '../siteRoutes';
import { createFakeBank, type FakeBank } from './fakeBank';

export interface RenderedPage extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  bank: FakeBank;
}

/**
 * Opens a page of the web bank as a customer would reach it: the real routes, layout, texts and
 * theme, with the bank's answers coming from the fake bank (a fresh cache for every page).
 */
export async function renderPage(
  path: string,
  bank: FakeBank = createFakeBank(),
  { language = 'fi', brand = 'green' }: { language?: Language; brand?: BrandId } = {},
): Promise<RenderedPage> {
  forgetBankData();
  vi.stubGlobal('fetch', bank.fetch);
  if (bankTexts.language !== language) await switchLanguage(bankTexts, language);
  const routes = await loadSiteRoutes(new URL(path, location.origin).pathname);
  const router = createMemoryRouter(routes(), { initialEntries: [path] });
  const theme = await loadBrandTheme(brand);
  const result = render(
    <BankProviders theme={theme} i18n={bankTexts}>
      <RouterProvider router={router} />
    </BankProviders>,
  );
  // The page's code has come before the test looks at it, however busy the machine is.
  await vi.waitUntil(() => router.state.initialized, { timeout: 10_000 });
  return { ...result, router, bank };
}
