import { startTransition, StrictMode, type ReactNode } from 'react';
import type { createRoot } from 'react-dom/client';
import { loadBrandTheme } from '../themes/loadBrand';
import { BankProviders } from './Bank';
import { prefetchTechnicalError } from './routeParts';
import { pageBrand } from './shell/brand';
import { storedLanguage, whenLanguageChosen } from './shell/language';
import { bankTexts, switchLanguage } from './shell/texts';

/** The page a document starts with, once its code and what it first shows have loaded (site.ts). */
export type FirstPage = () => Promise<ReactNode>;

/**
 * Starts the web bank in `root` with React's renderer and the page's first page, which the entry
 * has loaded ahead (site.ts). Not awaited at a module's top: this module shares a chunk cycle
 * with the first screen's code, and a module awaiting at the top would hold every dynamic import
 * of that cycle (the texts of a remembered language among them) until it finished: it never would.
 */
export async function start(root: HTMLElement, renderer: typeof createRoot, page: FirstPage) {
  const i18n = bankTexts;
  // A choice on the prerendered page until React has taken it over (the menu then does the same).
  whenLanguageChosen(document, (chosen) => {
    if (chosen !== i18n.language) void switchLanguage(i18n, chosen);
  });
  // The language chosen on this device, or on the prerendered page while the bank was starting.
  const language = storedLanguage(document.cookie);
  if (language !== i18n.language) await switchLanguage(i18n, language);
  document.documentElement.lang = i18n.language;
  // After the language: the first page's texts start loading with it, in that language. A
  // prerendered page stays on screen until then, and React takes over.
  const [element, theme] = await Promise.all([
    page(),
    loadBrandTheme(pageBrand(document, window.location.search)),
  ]);

  // A transition: React renders in slices, yielding to the browser between them, so taking over the
  // prerendered page is no long task on a slow phone (the page stays on screen until the commit).
  startTransition(() =>
    renderer(root).render(
      <StrictMode>
        <BankProviders theme={theme} i18n={i18n}>
          {element}
        </BankProviders>
      </StrictMode>,
    ),
  );
  prefetchTechnicalError();
}
