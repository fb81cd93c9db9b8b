import type { i18n } from 'i18next';
import { en } from './en';
import { fi } from './fi';
import { createInstance, DEFAULT_LANGUAGE, type Language } from './instance';
import { sv } from './sv';

export { createInstance, DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './instance';
export { NAMESPACES, PUBLIC_NAMESPACES, BANK_NAMESPACES, type Namespace } from './namespaces';
export type { Texts } from './fi';

/**
 * An i18next instance with every text of every language: Storybook, the sandbox bank's own pages
 * and messages, and the prerendering use it. The web bank loads its texts page by page instead.
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): i18n {
  return createInstance(language, { fi, sv, en });
}
