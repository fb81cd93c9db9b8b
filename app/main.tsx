import './shell/strictCsp';
import '../themes/fonts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadBrandTheme } from '../themes/loadBrand';
import { BankProviders } from './Bank';
import { registerServiceWorker } from './installable/registerServiceWorker';
import { bankRoutes, prefetchRouteError } from './routes';
import { pageBrand } from './shell/brand';
import { interceptLinks } from './shell/interceptLinks';
import { storedLanguage } from './shell/language';
import { bankTexts, switchLanguage } from './shell/texts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root');

if (import.meta.env.PROD) registerServiceWorker();

/**
 * Not top-level await: the entry shares a chunk cycle with the first screen's code, and a module
 * awaiting at the top would hold every dynamic import of that cycle (the texts of a remembered
 * language among them) until it finished: it never would.
 */
async function start(root: HTMLElement) {
  const i18n = bankTexts;
  const language = storedLanguage(document.cookie);
  if (language !== i18n.language) await switchLanguage(i18n, language);
  // After the language: the first page's texts start loading with the router, in that language.
  const router = createBrowserRouter(bankRoutes());
  document.documentElement.lang = i18n.language;
  const theme = await loadBrandTheme(pageBrand(document, window.location.search));
  interceptLinks(document.body, (path) => void router.navigate(path));

  // A transition: React renders in slices, yielding to the browser between them, so taking over the
  // prerendered page is no long task on a slow phone (the page stays on screen until the commit).
  const render = () => {
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <BankProviders theme={theme} i18n={i18n}>
            <RouterProvider router={router} />
          </BankProviders>
        </StrictMode>,
      ),
    );
    prefetchRouteError();
  };

  // A prerendered page stays on screen until its route's code has loaded, then React takes over.
  if (router.state.initialized) render();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      render();
    });
  }
}

void start(container);
