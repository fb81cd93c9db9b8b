import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import type { PageAnswers } from '../api/pageAnswers';
import { STANDARD_LOAN_OFFERS } from '../domain/loans/loanOffers';
import { createI18n } from '../i18n';
import { brands } from '../themes/allBrands';
import type { BrandId } from '../themes/registry';
import { BankProviders } from './Bank';
import { LoanApplicationPage } from './features/loanApplication/LoanApplicationPage';
import { LoginPage } from './features/login/LoginPage';
import { CompanyLoanPage } from './features/companyLoan/CompanyLoanPage';
import { companyCalculatorData } from '../domain/loans/companyLoan';
import { PrerenderedAnswers } from './shell/pageAnswers';

/** The public pages built as HTML (`dist/app/<name>-<brand>.html`), with their tab titles' texts. */
export const PRERENDERED_PAGES = {
  login: { path: '/bank/login', title: 'login.title' as const, element: <LoginPage /> },
  // The calculator at its defaults, priced with the offer table the sandbox bank answers
  // (server/loanApplication/decision.ts); the bank's start prices with the table the served page
  // carries.
  landing: {
    path: '/landing/loan-application',
    title: 'loanCalculator.page.title' as const,
    element: <LoanApplicationPage />,
    answers: { calculator: { Items: STANDARD_LOAN_OFFERS } },
  },
  // The company calculator at its defaults, with the spans the bank's page carries
  // (server/companyLoanApplication/pageAnswers.ts); the representative identifies below it.
  'company-loan': {
    path: '/landing/company-loan-application',
    title: 'companyLoan.title' as const,
    element: <CompanyLoanPage />,
    answers: { 'company-calcdata': companyCalculatorData('NormalLoan') },
  },
} satisfies Record<
  string,
  {
    path: string;
    title: string;
    element: ReactElement;
    /** The bank's answers the page is drawn with, as a served page carries them. */
    answers?: PageAnswers;
  }
>;

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
  const page = PRERENDERED_PAGES[name];
  const { path, title, element } = page;
  const answers = 'answers' in page ? page.answers : {};
  const i18n = createI18n('fi');
  const sheet = new ServerStyleSheet();
  try {
    const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
    const html = renderToString(
      sheet.collectStyles(
        <BankProviders theme={theme} i18n={i18n}>
          <PrerenderedAnswers value={answers}>
            <RouterProvider router={router} />
          </PrerenderedAnswers>
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
