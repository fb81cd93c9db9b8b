import i18next, { type i18n, type Resource } from 'i18next';
import type { Messages } from './fi';

export const LANGUAGES = ['fi', 'en', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fi';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The other catalogues load when first chosen: a Finnish customer downloads only Finnish. */
const loaders: Record<Exclude<Language, 'fi'>, () => Promise<Messages>> = {
  en: () => import('./en').then((module) => module.en),
  sv: () => import('./sv').then((module) => module.sv),
};

/** An i18next instance ready for the first render (synchronous), with the given catalogues. */
export function createInstance(
  language: Language,
  catalogues: Partial<Record<Language, unknown>>,
): i18n {
  const instance = i18next.createInstance();
  const resources: Resource = Object.fromEntries(
    Object.entries(catalogues).map(([code, messages]) => [
      code,
      { translation: messages as Resource[string]['translation'] },
    ]),
  );
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Switches the language, loading its catalogue first when it is not there yet. */
export async function changeLanguage(instance: i18n, language: Language): Promise<void> {
  if (language !== 'fi' && !instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loaders[language]());
  }
  await instance.changeLanguage(language);
}
