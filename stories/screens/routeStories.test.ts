/**
 * Every page of the web bank has its stories: each route of the route tables (the bank's, the
 * login page's, the landing page's, and the landing page itself) is opened by at least one story
 * under stories/screens/. A new route without a story fails here, naming it.
 */
import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LANDING_PATH } from '../../app/testing/pageAt';
import { landingSite } from '../../app/landingRoutes';
import { loginSite } from '../../app/loginRoutes';
import { bankRoutes } from '../../app/routes';
import { isLandingPage } from '../../app/site';
import type { ScreenParameters } from './bankScreen';

interface StoryModule {
  default: { title?: string };
  [story: string]: unknown;
}

const storyFiles = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/** The address each screen story opens. */
const storyPaths = Object.values(storyFiles).flatMap((file) =>
  Object.entries(file)
    .filter(([name]) => name !== 'default')
    .map(
      ([, story]) =>
        (story as { parameters?: { screen?: ScreenParameters } }).parameters?.screen?.path,
    )
    .filter((path): path is string => path !== undefined),
);

interface Leaf {
  pattern: string;
  route: RouteObject;
}

/** The routes that draw a page, with their whole patterns; redirects draw none. */
function pagesOf(routes: RouteObject[], parent = ''): Leaf[] {
  return routes.flatMap((route) => {
    const pattern = route.path?.startsWith('/')
      ? route.path
      : [parent, route.path].filter(Boolean).join('/');
    if (route.children) return pagesOf(route.children, pattern);
    const drawsPage = route.lazy !== undefined || route.Component !== undefined;
    return drawsPage ? [{ pattern: pattern || parent, route }] : [];
  });
}

const TABLES = {
  bank: bankRoutes(),
  login: loginSite(),
  landing: landingSite(),
};

/** The table a document at this address starts with (app/site.ts). */
function tableOf(pathname: string): RouteObject[] {
  if (pathname.startsWith('/landing/')) return TABLES.landing;
  if (pathname.replace(/\/$/, '') === '/bank/login') return TABLES.login;
  return TABLES.bank;
}

describe('the screen stories', () => {
  it('open every page of every route table', () => {
    // A page is its pattern: the login page in the bank's table and in its own is one page.
    const pages = Object.values(TABLES).flatMap((routes) => pagesOf(routes));
    const patternOf = new Map(pages.map((leaf) => [leaf.route, leaf.pattern]));
    const covered = new Set<string | undefined>();
    for (const path of storyPaths) {
      const { pathname } = new URL(path, location.origin);
      const match = isLandingPage(pathname)
        ? undefined
        : matchRoutes(tableOf(pathname), pathname)?.at(-1);
      covered.add(match ? patternOf.get(match.route) : LANDING_PATH);
    }
    const patterns = new Set([...pages.map((leaf) => leaf.pattern), LANDING_PATH]);
    expect([...patterns].filter((pattern) => !covered.has(pattern))).toEqual([]);
  });

  it('find the routes they open', () => {
    // A story whose address no route draws would cover nothing while seeming to.
    const lost = storyPaths.filter((path) => {
      const { pathname } = new URL(path, location.origin);
      return !isLandingPage(pathname) && !matchRoutes(tableOf(pathname), pathname)?.length;
    });
    expect(lost).toEqual([]);
  });
});
