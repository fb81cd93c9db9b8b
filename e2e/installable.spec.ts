import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { fiCommon } from '../i18n/fi/common';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

/** Waits until the bank's service worker controls the page (it registers after `load`). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The paths of every request the page's origin keeps in Cache Storage, by cache. */
const keptRequests = (page: Page) =>
  page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      kept[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return kept;
  });

test('Chromium reports the bank installable: its manifest, icons and service worker', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Chromium installs nothing from an incognito window, which every other journey's context is.
  const profile = await mkdtemp(join(tmpdir(), 'bank-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/bank/login');
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('offline, reloading a page of the bank shows the branded “no connection” page', async ({
  page,
  context,
  problems,
}) => {
  void problems;
  await page.goto('/bank/login');
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: fiCommon.offline.title })).toBeVisible();
  await expect(page.getByText(fiCommon.offline.text)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ingen anslutning' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'No connection' })).toBeVisible();
  await expectAccessible(page);

  await context.setOffline(false);
  await page.getByRole('link', { name: fiCommon.retry }).click();
  await expect(page.getByRole('heading', { name: 'Kirjaudu verkkopankkiin' })).toBeVisible();
});

test('after logging in and reading the accounts, the worker keeps only this build’s assets and the offline page', async ({
  page,
  problems,
}) => {
  void problems;
  // A cache left by an earlier build, made before this page's worker installs.
  await page.addInitScript(() => {
    // Not in the blank page a login passes through (it has no storage of its own).
    if (location.protocol === 'about:') return;
    if (sessionStorage.getItem('earlierBuild')) return;
    sessionStorage.setItem('earlierBuild', 'made');
    void caches.open('bank-earlier-build');
  });
  await page.goto('/bank/login');
  await controlledByServiceWorker(page);
  await logIn(page, DEMO.aino);
  await page.goto('/bank/accounts');
  // The accounts come from the API: the worker saw its answers go by.
  await expect(page.getByRole('link', { name: /^Kuluton käyttötili ,/ })).toBeVisible();

  const kept = await keptRequests(page);
  expect(Object.keys(kept)).toEqual([expect.stringMatching(/^bank-[0-9a-f]{16}$/)]);
  const paths = Object.values(kept).flat();
  expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);
  expect(paths).toContain('/offline.html');
  expect(paths.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(paths.filter((path) => path !== '/offline.html' && !path.startsWith('/assets/'))).toEqual(
    [],
  );
});
