import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/instance';
import { landingPage } from '../../app/features/loanApplication/landingPage';
import { forgetBankData } from '../../app/shell/BankQueries';
import { bankTexts, switchLanguage } from '../../app/shell/texts';
import { isLandingPage, loadSiteRoutes } from '../../app/site';
import type { FakeBank } from '../../app/testing/fakeBank';

/** The browser's own `fetch`, given back when a screen story ends. */
const browserFetch = globalThis.fetch;

export interface OpenedScreen {
  page: ReactNode;
  bank: FakeBank;
}

/**
 * Opens a page of the web bank as a customer reaches it, as the app's tests do (renderPage): the
 * real route table, loaders and texts, in the toolbar's language, with the fake bank answering.
 * The page's code and first reads are under way before the story draws, as after a real click.
 */
export async function openScreen(
  path: string,
  bank: FakeBank,
  locale: unknown,
): Promise<OpenedScreen> {
  forgetBankData();
  globalThis.fetch = bank.fetch;
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  if (bankTexts.language !== language) await switchLanguage(bankTexts, language);
  const address = new URL(path, location.origin);
  if (isLandingPage(address.pathname)) return { page: await landingPage(address), bank };
  const routes = await loadSiteRoutes(address.pathname);
  const router = createMemoryRouter(routes(), { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  return { page: <RouterProvider router={router} />, bank };
}

/** After a screen story: the bank's data forgotten, the browser's `fetch` back. */
export function closeScreen(): void {
  forgetBankData();
  globalThis.fetch = browserFetch;
}
