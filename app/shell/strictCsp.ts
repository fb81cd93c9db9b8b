/**
 * The bank runs under a strict Content-Security-Policy without eval. zod probes `new Function`
 * to compile its parsers (the browser reports a CSP violation even though zod catches it); its
 * global configuration turns that off. Imported first by main.tsx, before any module builds a
 * schema, because zod decides when a schema is created.
 */
const zodGlobal = globalThis as typeof globalThis & {
  __zod_globalConfig?: Record<string, unknown>;
};
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
