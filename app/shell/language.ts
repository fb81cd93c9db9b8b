import { LANGUAGE_COOKIE } from '../../api/languageCookie';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * The language the customer chose last on this device (a cookie: before login, and after it too,
 * as the bank's catalogue has no call that keeps a customer's language); Finnish by default.
 */
export function storedLanguage(cookies: string): Language {
  const value = cookies
    .split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Remembers the choice for the pages and for the bank's server, which reads the same cookie. */
export function rememberLanguage(document: Document, language: Language): void {
  const secure = document.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`;
}

/** The language menu's field is named after the cookie it sets. */
export const LANGUAGE_FIELD = LANGUAGE_COOKIE;

/** The language a change event chose in the language menu, if it was that menu's. */
function languageChosenBy(event: Event): Language | undefined {
  const select = event.target;
  if (!(select instanceof HTMLSelectElement) || select.name !== LANGUAGE_FIELD) return undefined;
  return isLanguage(select.value) ? select.value : undefined;
}

/**
 * A language chosen on the prerendered login page before the bank's code has started (a slow
 * phone) is remembered at once, so the bank starts in it; the start follows later choices itself.
 */
export function rememberEarlyLanguageChoice(document: Document): void {
  whenLanguageChosen(document, (language) => rememberLanguage(document, language));
}

/**
 * Calls `onChoice` with each language chosen in the language menu, read as the event starts: once
 * React has taken the menu over, its own handler puts the menu back to the language still shown
 * while the new one loads, before the event would reach the document.
 */
export function whenLanguageChosen(
  document: Document,
  onChoice: (language: Language) => void,
): void {
  document.addEventListener(
    'change',
    (event) => {
      const language = languageChosenBy(event);
      if (language) onChoice(language);
    },
    { capture: true },
  );
}
