import type { i18n } from 'i18next';
import { fiCommon } from '../../i18n/fi/common';
import { fiLogin } from '../../i18n/fi/login';
import { fiShell } from '../../i18n/fi/shell';
import { createInstance, type Language } from '../../i18n/instance';
import { BANK_NAMESPACES, type Namespace } from '../../i18n/namespaces';

/**
 * The web bank's texts: the Finnish texts of the pages before login from the first byte, every
 * other namespace (and language) loaded with the pages that need it.
 */
export const bankTexts = createInstance('fi', {
  fi: { common: fiCommon, shell: fiShell, login: fiLogin },
});

/** Namespaces' texts in the language in use. */
export async function loadTexts(...namespaces: Namespace[]): Promise<void> {
  const { loadNamespaces } = await import('../../i18n/load');
  await loadNamespaces(bankTexts, namespaces);
}

/** The texts of a bank page: the kit's and the messages, with the page's own namespaces. */
export const loadBankTexts = (...namespaces: Namespace[]): Promise<void> =>
  loadTexts(...BANK_NAMESPACES, ...namespaces);

/** Switches the customer's language, with the texts of every page already in use. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  const { changeLanguage } = await import('../../i18n/load');
  await changeLanguage(instance, language);
}
