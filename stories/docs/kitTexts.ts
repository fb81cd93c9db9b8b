/// <reference types="vite/client" />
import { en } from '../../i18n/en';
import { fi } from '../../i18n/fi';
import { sv } from '../../i18n/sv';

/** The kit's sources, read as text: which keys of the catalogue each component says. */
const sources = import.meta.glob<string>(['../../ui/*/*.tsx', '!../../ui/*/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

type TextTree = { [key: string]: string | TextTree };

function flatten(tree: TextTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const catalogues = {
  fi: new Map(flatten(fi as unknown as TextTree)),
  sv: new Map(flatten(sv as unknown as TextTree)),
  en: new Map(flatten(en as unknown as TextTree)),
};

/** A key the source names (`t('kit.x.y')`), or every key under a prefix it fills in (`t(\`kit.x.${…}\`)`). */
const KEY = /\bt\(\s*['`]((?:kit|common)\.[\w.]*\w)(\.\$\{)?/g;

export interface KitText {
  key: string;
  fi: string;
  sv: string;
  en: string;
}

/** The texts of the catalogue that a kit component (its folder `ui/<name>/`) shows, in three languages. */
export function kitTextsOf(component: string): KitText[] {
  const keys = new Set<string>();
  for (const [path, source] of Object.entries(sources)) {
    if (!path.startsWith(`../../ui/${component}/`)) continue;
    for (const [, key = '', filled] of source.matchAll(KEY)) {
      if (!filled) keys.add(key);
      else
        for (const known of catalogues.fi.keys()) if (known.startsWith(`${key}.`)) keys.add(known);
    }
  }
  return [...keys]
    .filter((key) => catalogues.fi.has(key))
    .sort()
    .map((key) => ({
      key,
      fi: catalogues.fi.get(key)!,
      sv: catalogues.sv.get(key) ?? '',
      en: catalogues.en.get(key) ?? '',
    }));
}
