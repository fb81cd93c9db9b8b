/// <reference types="vite/client" />
import type { i18n } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './instance';
import type { Namespace } from './namespaces';

/**
 * Every namespace file of every language, each its own chunk; this module itself loads only when
 * the web bank first needs texts beyond the login page's, so the map stays off the first load.
 */
const files = import.meta.glob<Record<string, unknown>>(['./*/*.ts', '!./*/index.ts']);

const capitalised = (namespace: string) => namespace[0]!.toUpperCase() + namespace.slice(1);

function hasNamespace(instance: i18n, language: Language, namespace: Namespace): boolean {
  const bundle = instance.getResourceBundle(language, 'translation') as
    Record<string, unknown> | undefined;
  return bundle !== undefined && namespace in bundle;
}

/**
 * Adds the namespaces a page needs, in the instance's language and in Finnish (the fallback),
 * loading each file the first time: a Finnish customer downloads only Finnish, and only the
 * texts of the pages they open.
 */
export async function loadNamespaces(
  instance: i18n,
  namespaces: readonly Namespace[],
  language: Language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE,
): Promise<void> {
  const languages = [...new Set([language, DEFAULT_LANGUAGE])];
  await Promise.all(
    languages.flatMap((code) =>
      namespaces
        .filter((namespace) => !hasNamespace(instance, code, namespace))
        .map(async (namespace) => {
          const load = files[`./${code}/${namespace}.ts`];
          if (!load) throw new Error(`No texts for ${code}/${namespace}`);
          const module = await load();
          const texts = module[`${code}${capitalised(namespace)}`];
          instance.addResourceBundle(code, 'translation', { [namespace]: texts }, true, true);
        }),
    ),
  );
}

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
