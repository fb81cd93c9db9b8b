import type { ReactNode } from 'react';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/instance';
import { forgetBankData } from '../../app/shell/BankQueries';
import { bankTexts, switchLanguage } from '../../app/shell/texts';
import type { FakeBank } from '../../app/testing/fakeBank';
import { pageAt } from '../../app/testing/pageAt';

/** The browser's own `fetch`, given back when a screen story ends. */
const browserFetch = globalThis.fetch;

export interface OpenedScreen {
  page: ReactNode;
  bank: FakeBank;
  /** Calls the page made that the story's bank was not told how to answer. */
  unanswered: string[];
}

/**
 * Opens a page of the web bank as the app's tests do (renderPage): the real route table, loaders
 * and texts, in the toolbar's language, with the fake bank answering and a fresh cache.
 */
export async function openScreen(
  path: string,
  bank: FakeBank,
  locale: unknown,
): Promise<OpenedScreen> {
  forgetBankData();
  const unanswered: string[] = [];
  // A call the story forgot would show as the page's failure, in a story meant to show another state.
  globalThis.fetch = (resource, init) =>
    bank.fetch(resource, init).catch((error: unknown) => {
      if (error instanceof Error && error.message.startsWith('The fake bank was not told')) {
        unanswered.push(error.message);
      }
      throw error;
    });
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  if (bankTexts.language !== language) await switchLanguage(bankTexts, language);
  return { page: await pageAt(path), bank, unanswered };
}

/** After a screen story: the bank's data forgotten, the browser's `fetch` back. */
export function closeScreen(): void {
  forgetBankData();
  globalThis.fetch = browserFetch;
}
