import i18next, { type i18n } from 'i18next';
import type { Texts } from './fi';

import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

/** How each language writes numbers, money and dates in Finland. */
export const LOCALES: Record<Language, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-FI' };

/** Some namespaces of some languages, as they are added to an instance. */
export type Catalogues = Partial<Record<Language, Partial<Texts>>>;

/** An i18next instance ready for the first render (synchronous), with the given catalogues. */
export function createInstance(language: Language, catalogues: Catalogues): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: Object.fromEntries(
      Object.entries(catalogues).map(([code, texts]) => [code, { translation: texts }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  addBankFormats(instance);
  return instance;
}

/** The locale in which a language writes numbers, money and dates in Finland. */
export const localeOf = (language: string | undefined): string =>
  LOCALES[isLanguage(language) ? language : DEFAULT_LANGUAGE];

/** `whole: true` (as in `{{max, money(whole: true)}}`) drops the cents: limits in whole euros. */
interface AmountOptions {
  whole?: unknown;
}

const digits = (options: AmountOptions | undefined) =>
  options?.whole === true
    ? { minimumFractionDigits: 0, maximumFractionDigits: 0 }
    : { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * One Intl.NumberFormat per locale and style: making one for every amount was the largest single
 * cost of a calculator slider step (its amounts are spoken in words, each through this).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, money: boolean, options?: AmountOptions): Intl.NumberFormat {
  const key = `${locale}/${money ? 'money' : 'euros'}/${options?.whole === true ? 'whole' : 'cents'}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      ...(money && { style: 'currency', currency: 'EUR' }),
      ...digits(options),
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** Cents as money in the language's locale in Finland: `1 234,56 €`, `€1,234.56`. */
export function moneyIn(language: string, cents: number, options?: AmountOptions): string {
  return numberFormat(localeOf(language), true, options).format(cents / 100);
}

/**
 * Cents as a number of euros, as the language itself writes numbers (`12,50`; `12.50` in
 * English, where `12,50` would be read out as twelve hundred and fifty): what a screen reader
 * says before the currency's name.
 */
export function eurosIn(language: string, cents: number, options?: AmountOptions): string {
  const locale = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return numberFormat(locale, false, options).format(cents / 100);
}

/** A calendar day `YYYY-MM-DD` in the language's locale, as the bank's date fields show it. */
export function dayIn(language: string, day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, date)));
}

/** The bank's formats in texts: `{{amount, money}}`, `{{amount, euros}}`, `{{day, date}}`. */
function addBankFormats(instance: i18n): void {
  const formatter = instance.services.formatter;
  formatter?.add('money', (cents: number, language = DEFAULT_LANGUAGE, options) =>
    moneyIn(language, cents, options),
  );
  formatter?.add('euros', (cents: number, language = DEFAULT_LANGUAGE, options) =>
    eurosIn(language, cents, options),
  );
  formatter?.add('date', (day: string, language = DEFAULT_LANGUAGE) => dayIn(language, day));
}
