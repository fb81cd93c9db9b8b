import i18next, { type i18n } from 'i18next';
import type { Texts } from './fi';

export const LANGUAGES = ['fi', 'sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fi';

/** How each language writes numbers, money and dates in Finland. */
export const LOCALES: Record<Language, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-FI' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

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

const localeOf = (language: string | undefined) =>
  LOCALES[isLanguage(language) ? language : DEFAULT_LANGUAGE];

/**
 * The bank's formats in texts: `{{amount, money}}` for cents (`1 234,56 €`), `{{day, date}}` for
 * a calendar date `YYYY-MM-DD` (`25.11.2026`), each in the locale of the language in Finland.
 */
function addBankFormats(instance: i18n): void {
  const formatter = instance.services.formatter;
  formatter?.add('money', (cents: number, language) =>
    new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' }).format(
      cents / 100,
    ),
  );
  formatter?.add('date', (day: string, language) => {
    const [year, month, date] = day.split('-').map(Number);
    if (!year || !month || !date) return day;
    return new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, month - 1, date)),
    );
  });
}
