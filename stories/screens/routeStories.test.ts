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
import { isLandingPage, loadSiteRoutes } from '../../app/site';
import type { ScreenParameters } from './bankScreen';

const storyFiles = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', {
  eager: true,
});

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

/** Each route table, drawn once, by the function that draws it. */
const TABLES = new Map<() => RouteObject[], RouteObject[]>(
  [bankRoutes, loginSite, landingSite].map((routes) => [routes, routes()]),
);

/** The route table a document at this address starts with (app/site.ts). */
const tableOf = async (pathname: string) => TABLES.get(await loadSiteRoutes(pathname))!;

describe('the screen stories', () => {
  it('open every page of every route table', async () => {
    // A page is its pattern: the login page in the bank's table and in its own is one page.
    const pages = [...TABLES.values()].flatMap((routes) => pagesOf(routes));
    const patternOf = new Map(pages.map((leaf) => [leaf.route, leaf.pattern]));
    const covered = new Set<string | undefined>();
    for (const path of storyPaths) {
      const { pathname } = new URL(path, location.origin);
      const match = isLandingPage(pathname)
        ? undefined
        : matchRoutes(await tableOf(pathname), pathname)?.at(-1);
      covered.add(match ? patternOf.get(match.route) : LANDING_PATH);
    }
    const patterns = new Set([...pages.map((leaf) => leaf.pattern), LANDING_PATH]);
    expect([...patterns].filter((pattern) => !covered.has(pattern))).toEqual([]);
  });
});
