import axe, { type AxeResults, type RunOptions } from 'axe-core';
import {
  expect,
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Cookie,
  type Locator,
  type Page,
} from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../api/apiError';
import { sessionStatus } from '../api/auth';
import { sandboxClockAdvance } from '../api/sandboxClock';
import { workerBank } from '../playwright.config';

/** The demo customers of the seed, by what each one shows. */
export const DEMO = {
  aino: 'Aino Virtanen',
  mikko: 'Mikko Korhonen',
  liisa: 'Liisa Mäkinen',
  pekka: 'Pekka Nieminen',
  tiina: 'Tiina Järvinen',
  jukka: 'Jukka Kuusela',
  sanna: 'Sanna Heikkinen',
  olli: 'Olli Salminen',
  emilia: 'Emilia Lehtonen',
} as const;

/** Whether React has taken a prerendered element over (it marks the elements it renders). */
export const takenOver = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every page a journey visits passes axe (WCAG 2.2 AA rules) with zero violations. axe is put
 * into a document once, not before every scan as `@axe-core/playwright` does (most of a scan's
 * time went to that), and it collects violations only. The bank's pages have no frames for it
 * to enter.
 */
export async function expectAccessible(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, WCAG_22_AA);
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Presses a button as a person does, the pointer held down a moment (Playwright's click lets go
 * at once): whatever the page does as its field is left happens before the button is let go.
 */
export async function pressLikeAPerson(page: Page, button: Locator): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`Nothing to press: ${button.toString()}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  await page.mouse.up();
}

/** Each customer's session cookies from their first login in this worker's bank. */
const sessions = new Map<string, Cookie[]>();

/**
 * Logs in through the sandbox identification page, checking each page on the way. A customer
 * logged in before in this run goes on in that session while the bank still holds it: logging
 * in is the login journeys' subject, not every journey's. `fresh` for a journey that changes the
 * session itself (switching to the company's view), so that no later journey inherits it.
 */
export async function logIn(page: Page, name: string, { fresh = false } = {}): Promise<void> {
  await leaveSession(page);
  const cookies = fresh ? undefined : sessions.get(name);
  if (cookies && (await goOnInSession(page, cookies))) return;
  await page.goto('/bank/login');
  await expect(page.getByRole('heading', { name: 'Kirjaudu verkkopankkiin' })).toBeVisible();
  await page.getByRole('button', { name: 'Tunnistaudu' }).click();
  await expect(page.getByRole('heading', { name: 'Hiekkalaatikkopankin tunnistus' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`Tunnistaudu: ${name}`) }).click();
  await page.waitForURL('**/bank/home');
  if (!fresh) sessions.set(name, await page.context().cookies());
}

/**
 * Nothing the page was doing may land on the next session: a logout still under way would end
 * it, or its answer would clear its cookie (waiting for the network to go idle does not see a
 * request that a page of the app starts later). Leaving the page ends its requests; then the
 * browser forgets the session it had, so the next one is the only one it holds.
 */
async function leaveSession(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

async function goOnInSession(page: Page, cookies: Cookie[]): Promise<boolean> {
  await page.context().addCookies(cookies);
  const answer = await page.request.get(sessionStatus.path, {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  const { status } = sessionStatus.response.parse(await answer.json());
  if (status !== 'active') {
    await page.context().clearCookies();
    return false;
  }
  await page.goto('/bank/home');
  return true;
}

/**
 * Moves the clock of a bank started with SANDBOX_CLOCK (`CLOCK_BANK`) forward, and the browser's
 * with it, so the web bank's today is the bank's. Every session ends on the way: log in again.
 */
export async function moveClocksForward(page: Page, hours: number): Promise<void> {
  const moved = await page.request.post(sandboxClockAdvance.path, {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(page.url()).origin },
    data: { Hours: hours },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const { Now } = sandboxClockAdvance.response.parse(await moved.json());
  await page.clock.setFixedTime(new Date(Now));
}

interface JourneyOptions {
  /**
   * A browser context of the journey's own, closed after it: for a journey that changes what a
   * context keeps beyond its storage (its clock).
   */
  ownContext: boolean;
}

/**
 * A worker's journeys share a browser context per set of context options, as a customer's browser
 * is one: the bank's scripts are fetched and compiled once (a fresh context per journey cost the
 * journeys a tenth of their CPU). Each journey still starts with no cookies, local storage or
 * IndexedDB, and closes its pages. The context options a journey file may set (`test.use`) are
 * those the `context` fixture below names.
 */
async function sharedContext(
  contexts: Map<string, BrowserContext>,
  create: () => Promise<BrowserContext>,
  key: string,
): Promise<BrowserContext> {
  let context = contexts.get(key);
  if (!context) {
    context = await create();
    contexts.set(key, context);
  }
  await context.setStorageState({ cookies: [], origins: [] });
  return context;
}

/**
 * A page that fails the journey on any console error or Content-Security-Policy violation:
 * the bank must run under its strict CSP without one.
 */
export const test = base.extend<
  { problems: string[] } & JourneyOptions,
  { sharedContexts: Map<string, BrowserContext> }
>({
  ownContext: [false, { option: true }],
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(workerBank(testInfo.parallelIndex)),
  sharedContexts: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(contexts);
      for (const context of contexts.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      browser,
      sharedContexts,
      ownContext,
      baseURL,
      locale,
      timezoneId,
      viewport,
      hasTouch,
      permissions,
      serviceWorkers,
    },
    use,
  ) => {
    const options: BrowserContextOptions = {
      baseURL,
      locale,
      timezoneId,
      viewport,
      hasTouch,
      permissions,
      serviceWorkers,
    };
    const create = () => browser.newContext(options);
    if (ownContext) {
      const context = await create();
      await use(context);
      await context.close();
      return;
    }
    const context = await sharedContext(sharedContexts, create, JSON.stringify(options));
    await use(context);
    for (const page of context.pages()) await page.close();
  },
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 401/.test(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
        ),
      );
    });
    await use(problems);
    expect(problems).toEqual([]);
  },
});

export { expect };
