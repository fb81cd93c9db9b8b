import i18next, { type i18n } from 'i18next';
import type { Texts } from './fi';

export const LANGUAGES = ['fi', 'sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fi';

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
  return instance;
}
