import type { i18n } from 'i18next';
import { fi, type Messages } from './fi';
import { createInstance, DEFAULT_LANGUAGE, type Language } from './instance';

export { changeLanguage, DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './instance';
export type { Messages } from './fi';

/**
 * An i18next instance with the whole Finnish catalogue (and any other given): Storybook, the
 * sandbox bank's own pages and the prerendering use it. The web bank starts leaner (./public).
 */
export function createI18n(
  language: Language = DEFAULT_LANGUAGE,
  others: Partial<Record<Language, Messages>> = {},
): i18n {
  return createInstance(language, { ...others, fi });
}
