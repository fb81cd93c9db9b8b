/// <reference types="vite/client" />
import type { i18n } from 'i18next';
import { addNamespaces, type TextsFiles } from './addNamespaces';
import { DEFAULT_LANGUAGE, type Language } from './instance';
import type { Namespace } from './namespaces';

/**
 * Every namespace file of every language, each its own chunk; this module itself loads only when
 * the web bank first needs texts beyond the login page's, so the map stays off the first load.
 */
const files = import.meta.glob<Record<string, unknown>>(['./*/*.ts', '!./*/index.ts']);

const fileOf: TextsFiles = (language, namespace) => files[`./${language}/${namespace}.ts`];

/** Adds the namespaces a page needs (addNamespaces.ts) from every namespace's files. */
export const loadNamespaces = (
  instance: i18n,
  namespaces: readonly Namespace[],
  language?: Language,
): Promise<void> => addNamespaces(instance, namespaces, fileOf, language);

/** The namespaces an instance holds in Finnish: those a switch of language must bring along. */
function loadedNamespaces(instance: i18n): Namespace[] {
  const bundle = instance.getResourceBundle(DEFAULT_LANGUAGE, 'translation') as
    Record<string, unknown> | undefined;
  return Object.keys(bundle ?? {}) as Namespace[];
}

/** Switches the language, loading first the texts of every namespace already in use. */
export async function changeLanguage(instance: i18n, language: Language): Promise<void> {
  await loadNamespaces(instance, loadedNamespaces(instance), language);
  await instance.changeLanguage(language);
}
