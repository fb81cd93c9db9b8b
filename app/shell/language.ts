import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/instance';

const STORAGE_KEY = 'verkkopankki.language';

/** The language the customer chose last time on this device; Finnish by default. */
export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language {
  try {
    const value = storage?.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function rememberLanguage(
  storage: Pick<Storage, 'setItem'> | undefined,
  language: Language,
): void {
  try {
    storage?.setItem(STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
}
