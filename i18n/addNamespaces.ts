import type { i18n } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './instance';
import type { Namespace } from './namespaces';

/** One language's file of one namespace, loaded on demand. */
export type TextsFile = () => Promise<Record<string, unknown>>;

/** Where a namespace's file of a language is: a map of files, each its own chunk. */
export type TextsFiles = (language: Language, namespace: Namespace) => TextsFile | undefined;

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
export async function addNamespaces(
  instance: i18n,
  namespaces: readonly Namespace[],
  files: TextsFiles,
  language: Language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE,
): Promise<void> {
  const languages = [...new Set([language, DEFAULT_LANGUAGE])];
  await Promise.all(
    languages.flatMap((code) =>
      namespaces
        .filter((namespace) => !hasNamespace(instance, code, namespace))
        .map(async (namespace) => {
          const load = files(code, namespace);
          if (!load) throw new Error(`No texts for ${code}/${namespace}`);
          const module = await load();
          const texts = module[`${code}${capitalised(namespace)}`];
          instance.addResourceBundle(code, 'translation', { [namespace]: texts }, true, true);
        }),
    ),
  );
}
