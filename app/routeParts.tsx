import { lazy, type ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { Namespace } from '../i18n/namespaces';
import { loadBankTexts } from './shell/texts';

type Load<T> = () => Promise<T>;

/**
 * A bank page: its code and its texts load together when it is first visited, and its loader
 * (for a page that reads the bank) starts those reads at the same time, not after the code.
 */
export function page(
  load: Load<ComponentType>,
  namespaces: Namespace[],
  loader?: Load<LoaderFunction>,
): RouteObject['lazy'] {
  return {
    Component: async () => (await Promise.all([load(), loadBankTexts(...namespaces)]))[0],
    ...(loader && { loader }),
  };
}

// The technical-error page is not part of a public page's first screen: start.tsx loads it once
// the page is up, so it is there before a later page can fail, even if the network is gone by then.
const loadTechnicalError = () => import('./shell/TechnicalError');
export const prefetchTechnicalError = () => void loadTechnicalError();
export const TechnicalError = lazy(() =>
  loadTechnicalError().then((m) => ({ default: m.TechnicalError })),
);

export const notFound = (): RouteObject => ({
  path: '*',
  lazy: () => import('./shell/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
});
