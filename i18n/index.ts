import i18next, { type i18n } from 'i18next';
import { fi, type Messages } from './fi';

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

/**
 * A ready i18next instance with the Finnish catalogue (and any other given): the web bank and
 * Storybook hand it to React through I18nextProvider; the sandbox bank uses it for its pages.
 */
export function createI18n(
  language: Language = DEFAULT_LANGUAGE,
  others: Partial<Record<Language, Messages>> = {},
): i18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries({ ...others, fi }).map(([code, messages]) => [code, { translation: messages }]),
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

export type { Messages } from './fi';
