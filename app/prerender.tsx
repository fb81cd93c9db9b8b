import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { createI18n } from '../i18n';
import { brands } from '../themes/allBrands';
import type { BrandId } from '../themes/registry';
import { BankProviders } from './Bank';
import { LoanApplicationPage } from './features/loanApplication/LoanApplicationPage';
import { LoginPage } from './features/login/LoginPage';

/** The public pages built as HTML (`dist/app/<name>-<brand>.html`), with their tab titles' texts. */
export const PRERENDERED_PAGES = {
  login: { path: '/bank/login', title: 'login.title' as const, element: <LoginPage /> },
  // Its calculator waits for the offer table and the address's amount: the frame paints first.
  landing: {
    path: '/landing/loan-application',
    title: 'loanApplication.page.title' as const,
    element: <LoanApplicationPage />,
  },
} satisfies Record<string, { path: string; title: string; element: ReactElement }>;

export type PrerenderedPage = keyof typeof PRERENDERED_PAGES;

/**
 * A public page as HTML and its critical CSS, rendered at build time for one brand: the page
 * paints from the first byte, before the JavaScript has arrived.
 */
export function prerenderPage(
  name: PrerenderedPage,
  brand: BrandId,
): { html: string; styles: string; title: string } {
  const theme = brands[brand];
  if (!theme) throw new Error(`No brand '${brand}' in themes/brands/`);
  const { path, title, element } = PRERENDERED_PAGES[name];
  const i18n = createI18n('fi');
  const sheet = new ServerStyleSheet();
  try {
    const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
    const html = renderToString(
      sheet.collectStyles(
        <BankProviders theme={theme} i18n={i18n}>
          <RouterProvider router={router} />
        </BankProviders>,
      ),
    );
    // As useDocumentTitle names the page once the bank has started.
    const documentTitle = i18n.t('shell.documentTitle', { page: i18n.t(title) });
    return { html, styles: sheet.getStyleTags(), title: documentTitle };
  } finally {
    sheet.seal();
  }
}
