import { LANGUAGE_COOKIE } from '../../api/languageCookie';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/instance';

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
