import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from './report';

const outDir = resolve(import.meta.dirname, '../../dist/app');

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  name?: string;
}

/** The chunks Vite splits libraries into (app/vite.config.ts); the rest is the bank's own code. */
const LIBRARY_CHUNKS = [
  'react',
  'router',
  'query',
  'i18n',
  'styles',
  'zod',
  'forms',
  'ibantools',
  'calendar',
  'dates',
  'zxing',
  'pdfjs',
];

/**
 * What the entry loads beside the start by the page's address (app/site.ts): the router with the
 * bank's route table, the login page's own or the landing page's other addresses'; or the landing
 * page itself, which has no router.
 */
const ROUTER = 'routerSite.tsx';
const BANK_ROUTES = 'routes.tsx';
const LOGIN_ROUTES = 'loginRoutes.tsx';
const LANDING_ROUTES = 'landingRoutes.tsx';
const LANDING_PAGE = 'features/loanApplication/landingPage.tsx';

/** The logged-in pages' frame: loaded once at login, then shared by every bank page. */
const LOGGED_IN_SHELL = 'shell/BankLayout.tsx';

/**
 * What a prerendered page loads before the visitor turns to it (app/shell/visitorTurn.ts): no
 * heavier than the whole login route was when issue 10 set the goal.
 */
const LOGIN_BUDGET = 137.9e3;

/**
 * The bank's start on a prerendered page, once the visitor turns to it: DESIGN.md's budget for the
 * login page, the libraries' 134.2 kB + 8 kB of the bank's own code. The landing page is held to it
 * too (issue 12).
 */
const LOGIN_START_BUDGET = 142.2e3;

/** The default brand's theme: start.tsx awaits it before the first render. */
const THEME = '../themes/brands/green.ts';

/**
 * The prerendered pages (app/prerender.tsx) by the modules their route loads before React takes
 * the page over, besides the bank's start: the login page's code is in the start itself.
 */
const PRERENDERED: Record<string, string[]> = {
  '/bank/login': [ROUTER, LOGIN_ROUTES, THEME],
  // The calculator with its texts, priced with the offer table the served page carries; what
  // follows it (the bank's messages among it) loads once it shows (laterSteps.ts).
  '/landing/loan-application': [
    // With its calculator, in the chunks app/vite.config.ts gathers them in.
    LANDING_PAGE,
    // The calculator's texts, from a map of their own (calculatorTexts.ts).
    '../i18n/fi/loanCalculator.ts',
    THEME,
  ],
};

/** DESIGN.md: what a feature route adds, its own code, at most 25 kB. */
const ROUTE_BUDGET = 25e3;

/**
 * Logged-in routes whose up-front JavaScript we watch, by the modules loaded before the page
 * shows besides the bank's start (the entry and what it starts after the first paint, main.tsx).
 */
const ROUTES: Record<string, string[]> = {
  '/bank/home': [ROUTER, BANK_ROUTES, 'shell/BankLayout.tsx', 'pages/HomePage.tsx', THEME],
};

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export async function benchBundle(): Promise<Figure[]> {
  const manifest = JSON.parse(
    readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const gzipped = new Map<string, number>();
  const size = (file: string) => {
    let bytes = gzipped.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(resolve(outDir, file)), { level: 9 }).length;
      gzipped.set(file, bytes);
    }
    return bytes;
  };
  // A module by its source, or a chunk that gathers several by its name (app/vite.config.ts).
  const keyOf = (module: string) =>
    module in manifest
      ? module
      : (Object.keys(manifest).find((key) => manifest[key]!.name === module) ?? module);
  const closure = (modules: string[], into = new Set<string>()) => {
    for (const key of modules.map(keyOf)) {
      if (into.has(key)) continue;
      into.add(key);
      closure(manifest[key]?.imports ?? [], into);
    }
    return into;
  };
  // A library split by the routes that use it is named `dates~DayCalendar`.
  const libraryOf = (key: string) => (manifest[key]?.name ?? '').split('~')[0]!;
  const isLibrary = (key: string) => LIBRARY_CHUNKS.includes(libraryOf(key));
  const total = (keys: Iterable<string>) =>
    [...keys].reduce((sum, key) => sum + size(manifest[key]!.file), 0);

  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  // What every page loads before its route: the entry, the libraries it starts and the start;
  // not the route tables, one of which a page loads by its address.
  const routeTables = [ROUTER, BANK_ROUTES, LOGIN_ROUTES, LANDING_ROUTES, LANDING_PAGE];
  const initial = closure([
    entry,
    ...(manifest[entry]!.dynamicImports ?? []).filter((key) => !routeTables.includes(key)),
  ]);
  // What every page of the bank loads before its route: the above and the bank's route table.
  const bankStart = closure([ROUTER, BANK_ROUTES], new Set(initial));
  const section = 'Web bank JavaScript (gzip -9)';
  const out: Figure[] = [];
  const split = (keys: Set<string>) => {
    const libraries = total([...keys].filter(isLibrary));
    const own = total([...keys].filter((key) => !isLibrary(key)));
    return {
      bytes: libraries + own,
      text: `${kB(libraries + own)} (${kB(libraries)} + ${kB(own)})`,
    };
  };
  // Every prerendered page has the same entry: it alone runs before the visitor turns to the page.
  const beforeTurn = total(closure([entry]));
  for (const [route, modules] of Object.entries(PRERENDERED)) {
    out.push({
      section,
      name: `${route} before the visitor turns to it`,
      value: kB(beforeTurn),
      target: `≤ ${kB(LOGIN_BUDGET)}`,
      failed: beforeTurn > LOGIN_BUDGET,
    });
    const start = split(closure(modules, new Set(initial)));
    out.push({
      section,
      name: `${route}, the bank's start (libraries + bank code)`,
      value: start.text,
      target: `≤ ${kB(LOGIN_START_BUDGET)}`,
      failed: start.bytes > LOGIN_START_BUDGET,
    });
  }
  for (const [route, modules] of Object.entries(ROUTES)) {
    out.push({
      section,
      name: `${route} up front (libraries + bank code)`,
      value: split(closure(modules, new Set(initial))).text,
    });
  }
  const loggedIn = closure([LOGGED_IN_SHELL], new Set(bankStart));
  const shellOwn = [...loggedIn].filter((chunk) => !bankStart.has(chunk) && !isLibrary(chunk));
  out.push({
    section,
    name: 'logged-in shell, loaded once at login (bank code)',
    value: kB(total(shellOwn)),
  });
  // What a prerendered page loads later (the landing page's form, after its calculator) comes on
  // top of that page's start, not of the logged-in shell.
  const prerenderedStarts = Object.values(PRERENDERED).map((modules) =>
    closure(modules, new Set(initial)),
  );
  const loadedLaterBy = (key: string) =>
    prerenderedStarts.find((start) =>
      [...start].some(
        (chunk) =>
          !initial.has(chunk) &&
          !routeTables.includes(chunk) &&
          manifest[chunk]?.dynamicImports?.includes(key),
      ),
    );
  const lazyRoutes = new Set(
    Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []),
  );
  const pageSection = 'Route chunks (gzip -9): what a page adds, its own code + libraries it loads';
  for (const key of [...lazyRoutes].sort()) {
    if (key === LOGGED_IN_SHELL || routeTables.includes(key) || bankStart.has(key)) continue;
    if (prerenderedStarts.some((start) => start.has(key))) continue;
    const inside =
      loadedLaterBy(key) ??
      (key.startsWith('features/') || key.startsWith('pages/') ? loggedIn : bankStart);
    const added = [...closure([key])].filter((chunk) => !inside.has(chunk));
    const own = added.filter((chunk) => !isLibrary(chunk));
    const libraries = added.filter(isLibrary);
    out.push({
      section: pageSection,
      name: key,
      value: `${kB(total(own))}${libraries.length ? ` + ${kB(total(libraries))} ${[...new Set(libraries.map(libraryOf))].join(', ')}` : ''}`,
      target: `≤ ${kB(ROUTE_BUDGET)} own code`,
      failed: total(own) > ROUTE_BUDGET,
    });
  }
  return out;
}
