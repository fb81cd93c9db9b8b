import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Language } from '../../i18n/instance';
import { loadBrandTheme, type BrandId } from '../../themes/loadBrand';
import type { BankTheme } from '../../themes/theme';
import { BankProviders } from '../Bank';
import { forgetBankData } from '../shell/BankQueries';
import { bankTexts, switchLanguage } from '../shell/texts';
import { landingPage } from '../features/loanApplication/landingPage';
import { loadSiteRoutes } from '../site';
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
  options: PageOptions = {},
): Promise<RenderedPage> {
  const theme = await openBank(bank, options);
  const routes = await loadSiteRoutes(new URL(path, location.origin).pathname);
  const router = createMemoryRouter(routes(), { initialEntries: [path] });
  const result = renderInBank(<RouterProvider router={router} />, theme);
  // The page's code has come before the test looks at it, however busy the machine is.
  await vi.waitUntil(() => router.state.initialized, { timeout: 25_000 });
  return { ...result, router, bank };
}

interface PageOptions {
  language?: Language;
  brand?: BrandId;
}

/** The landing page's loan application, which starts without a router (site.ts). */
export async function renderLandingPage(
  path: string,
  bank: FakeBank = createFakeBank(),
  options: PageOptions = {},
): Promise<RenderResult & { bank: FakeBank }> {
  const theme = await openBank(bank, options);
  const page = await landingPage(new URL(path, location.origin));
  return { ...renderInBank(page, theme), bank };
}

/** The fake bank answers, with a fresh cache, in the language asked; the brand's theme. */
async function openBank(bank: FakeBank, { language = 'fi', brand = 'green' }: PageOptions) {
  // A page the test opened before goes first: left on, it would ask the new fake bank too once
  // the cache is forgotten (two loading failures, two alerts).
  cleanup();
  forgetBankData();
  vi.stubGlobal('fetch', bank.fetch);
  if (bankTexts.language !== language) await switchLanguage(bankTexts, language);
  return loadBrandTheme(brand);
}

const renderInBank = (page: ReactNode, theme: BankTheme) =>
  render(
    <BankProviders theme={theme} i18n={bankTexts}>
      {page}
    </BankProviders>,
  );
