import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { withoutCallSummaries } from '../scripts/withoutCallSummaries';

const ENTRY = resolve(import.meta.dirname, 'main.tsx');
/** What the entry starts once the page has painted (main.tsx). */
const START = resolve(import.meta.dirname, 'start.tsx');

/** The two prerendered pages' first modules besides the start (app/prerender.tsx). */
const LOGIN_PAGE = resolve(import.meta.dirname, 'features/login/LoginPage.tsx');
const LANDING_START = [resolve(import.meta.dirname, 'features/loanApplication/landingPage.tsx')];
/** The chunks every page has loaded before any page's own code (the entry, React, the texts…). */
const LOADED_BY_THE_START =
  /^assets\/(index|rolldown-runtime|react|i18n|styles|first-screen)-[\w-]+\.(js|css)$/;

/** The bank's route table, every page of the bank reached from it. */
const BANK_ROUTES = resolve(import.meta.dirname, 'routes.tsx');

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: string[]; dynamicallyImportedIds: string[] } | null;
}

/** The modules `from` reaches by static imports (and by dynamic ones when asked). */
function reach(graph: ModuleGraph, from: string[], dynamic = false): Set<string> {
  const reached = new Set<string>();
  const visit = (module: string) => {
    if (reached.has(module)) return;
    reached.add(module);
    const info = graph.getModuleInfo(module);
    for (const imported of [
      ...(info?.importedIds ?? []),
      ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []),
    ])
      visit(imported);
  };
  for (const module of from) visit(module);
  return reached;
}

/**
 * The bank's own modules of the two prerendered pages' starts, each in a few chunks, not a dozen
 * small ones, each a request and a gzip stream of its own on a slow network:
 * - `first-screen`: what the start imports itself and the public page frame both pages draw in;
 * - `landing-start`: the landing page's calculator, as far as no bank page uses it;
 * - `landing-kit`: the kit's parts of the calculator that bank pages use too.
 * Texts stay in their namespaces' chunks, loaded by language.
 */
function startChunks() {
  let chunkOf: Map<string, string> | undefined;
  return (id: string, ctx: ModuleGraph) => {
    if (!chunkOf) {
      // What the entry itself imports runs before the first paint and stays in the entry's chunk.
      const entry = reach(ctx, [ENTRY]);
      const login = reach(ctx, [LOGIN_PAGE]);
      const landing = reach(ctx, LANDING_START);
      const bank = reach(ctx, [BANK_ROUTES], true);
      chunkOf = new Map();
      for (const module of [...reach(ctx, [START]), ...[...login].filter((m) => landing.has(m))])
        chunkOf.set(module, 'first-screen');
      for (const module of landing)
        if (!chunkOf.has(module))
          chunkOf.set(module, bank.has(module) ? 'landing-kit' : 'landing-start');
      for (const module of entry) chunkOf.delete(module);
    }
    // Not Vite's own helpers (`\0vite/…`): the entry uses them, and would load the first screen.
    const ownModule = !id.includes('node_modules') && !id.startsWith('\0');
    return ownModule ? (chunkOf.get(id) ?? null) : null;
  };
}

const CALENDAR = /node_modules[\\/]react-day-picker[\\/]/;
const DATE_FNS = /node_modules[\\/](date-fns|@date-fns[\\/]tz)[\\/]/;

/**
 * The date field's calendar (react-day-picker and the date-fns it alone uses: month names,
 * formatting), loaded when a customer first opens it; the date-fns functions the bank's own rules
 * use are a small chunk of their own, which the calendar's imports (one chunk with both would
 * import the bank's chunks and they it).
 */
function calendarChunk() {
  let bankDates: Set<string> | undefined;
  return (id: string, ctx: ModuleGraph) => {
    if (!bankDates) {
      const reached = new Set<string>();
      const visit = (module: string) => {
        if (reached.has(module) || CALENDAR.test(module)) return;
        reached.add(module);
        const info = ctx.getModuleInfo(module);
        for (const imported of [
          ...(info?.importedIds ?? []),
          ...(info?.dynamicallyImportedIds ?? []),
        ])
          visit(imported);
      };
      visit(ENTRY);
      bankDates = new Set([...reached].filter((module) => DATE_FNS.test(module)));
    }
    if (bankDates.has(id)) return 'dates';
    return CALENDAR.test(id) || DATE_FNS.test(id) ? 'calendar' : null;
  };
}

/**
 * The web bank. The server replaces the nonce placeholder per response (strict CSP);
 * styled-components reads it from the `csp-nonce` meta tag Vite writes.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), withoutCallSummaries()],
  html: { cspNonce: '__CSP_NONCE__' },
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser the bank supports preloads modules itself: no polyfill on the first screen.
    // A page's code preloads what it imports, but not the start's chunks: every page has them.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies) =>
        dependencies.filter((dependency) => !LOADED_BY_THE_START.test(dependency)),
    },
    rolldownOptions: {
      output: {
        // Libraries change less often than the bank: their own chunks stay cached across releases.
        // Only the library's own modules go in its chunk; what they share stays with the bank.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 60,
            },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 50 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 40 },
            // Trans (and the markup parser it brings) stays with the pages that use it: in this
            // chunk it would weigh on the login page; this chunk must not import a feature's chunk.
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next[\\/](?!dist[\\/]es[\\/]Trans))/,
              priority: 30,
            },
            {
              name: 'styles',
              test: /node_modules[\\/](styled-components|stylis|@emotion)[\\/]/,
              priority: 20,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
            // The IBAN registry's country table: shared by the pages that check an IBAN.
            { name: 'ibantools', test: /node_modules[\\/]ibantools[\\/]/, priority: 10 },
            { name: calendarChunk(), debugName: 'calendar', priority: 10 },
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/,
              priority: 10,
            },
            // The barcode tab's readers, loaded when a picture or the camera is first read: ZXing
            // (its .wasm is an asset of its own) and pdf.js (its worker too).
            { name: 'zxing', test: /node_modules[\\/]zxing-wasm[\\/]/, priority: 10 },
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/, priority: 10 },
            { name: startChunks(), debugName: 'first screens', priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/idp': 'http://127.0.0.1:8080',
      // The brand's manifest and icons are drawn by the server.
      '/manifest.webmanifest': 'http://127.0.0.1:8080',
      '/favicon.svg': 'http://127.0.0.1:8080',
      '/icons': 'http://127.0.0.1:8080',
    },
  },
});
