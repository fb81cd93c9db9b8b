import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { createI18n } from '../i18n';
import { brands } from '../themes/allBrands';
import type { BrandId } from '../themes/registry';
import { BankProviders } from './Bank';
import { LoginPage } from './features/login/LoginPage';

/**
 * The login page as HTML and its critical CSS, rendered at build time for one brand: the page
 * paints from the first byte, before the JavaScript has arrived.
 */
export function prerenderLoginPage(brand: BrandId): { html: string; styles: string } {
  const theme = brands[brand];
  if (!theme) throw new Error(`No brand '${brand}' in themes/brands/`);
  const sheet = new ServerStyleSheet();
  try {
    const router = createMemoryRouter([{ path: '/bank/login', element: <LoginPage /> }], {
      initialEntries: ['/bank/login'],
    });
    const html = renderToString(
      sheet.collectStyles(
        <BankProviders theme={theme} i18n={createI18n('fi')}>
          <RouterProvider router={router} />
        </BankProviders>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
