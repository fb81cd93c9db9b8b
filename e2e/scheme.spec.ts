import { fiShell } from '../i18n/fi/shell';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

/** Whether the page's background is a dark one (every brand's dark page is near black). */
const pageIsDark = (page: Page) =>
  page.locator('body').evaluate((body) => {
    const channels = getComputedStyle(body).backgroundColor.match(/\d+/g)!.map(Number);
    return channels.slice(0, 3).reduce((sum, channel) => sum + channel, 0) < 3 * 64;
  });

test('a customer chooses the dark scheme, the next page is dark from its first byte, and the device’s scheme is followed again on request', async ({
  page,
}) => {
  const scheme = page.getByLabel(fiShell.scheme.label);
  const html = page.locator('html');

  await page.goto('/bank/login');
  await scheme.selectOption({ label: fiShell.scheme.dark });
  await expect(html).toHaveAttribute('data-scheme', 'dark');
  await expect.poll(() => pageIsDark(page)).toBe(true);
  await expectAccessible(page);

  // The server writes the remembered scheme into the page: no flash of light before the script.
  const served = await (await page.request.get('/bank/login')).text();
  expect(served).toContain('data-scheme="dark"');
  await page.reload();
  await expect(scheme).toHaveValue('dark');
  await expect.poll(() => pageIsDark(page)).toBe(true);

  await logIn(page, DEMO.aino);
  await scheme.selectOption({ label: fiShell.scheme.dark });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => pageIsDark(page)).toBe(true);
  await expectAccessible(page);

  await scheme.selectOption({ label: fiShell.scheme.device });
  await expect(html).not.toHaveAttribute('data-scheme', /./);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => pageIsDark(page)).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => pageIsDark(page)).toBe(false);
});
