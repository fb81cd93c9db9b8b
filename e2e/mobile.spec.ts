import type { Page } from '@playwright/test';
import { menuOf } from '../app/shell/navigation';
import { fiCommon } from '../i18n/fi/common';
import { fiMenu } from '../i18n/fi/menu';
import { fiShell } from '../i18n/fi/shell';
import green from '../themes/brands/green';
import orangeviolet from '../themes/brands/orangeviolet';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

/**
 * The bank on a phone: 375 × 800 with a touch screen, in the default brand and in the brand
 * least like it (previewed with `?brand=`, which lasts until the next full page load).
 */
test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

const BRANDS = [green, orangeviolet];
const NARROWEST = 320;

/** `#3b1470` as the browser computes it: `rgb(59, 20, 112)`. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

const menuButton = (page: Page) => page.getByRole('button', { name: fiShell.menu });
const sheet = (page: Page) => page.getByRole('dialog', { name: fiShell.menu });

/**
 * The page fits the narrowest phone: nothing scrolls sideways at 320 px, and the header is still
 * one row (the bank's name, the menu button and the language menu side by side).
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await page.setViewportSize({ width: NARROWEST, height: 800 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `the page's width at ${NARROWEST} px on ${page.url()}`).toBeLessThanOrEqual(
    NARROWEST,
  );
  const menu = await menuButton(page).boundingBox();
  const language = await page.getByLabel(fiCommon.language).boundingBox();
  expect(language?.y, 'the language menu beside the menu button').toBe(menu?.y);
  await page.setViewportSize({ width: 375, height: 800 });
}

/** Through the menu sheet, by touch, to every destination of the customer's menu. */
async function visitEveryDestination(page: Page, customer: Parameters<typeof menuOf>[0]) {
  for (const item of menuOf(customer)) {
    await menuButton(page).tap();
    await sheet(page).getByRole('link', { name: fiMenu[item.label], exact: true }).tap();
    await page.waitForURL(`**${item.to}`);
    await expect(sheet(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await menuButton(page).tap();
    await expect(
      sheet(page).getByRole('link', { name: fiMenu[item.label], exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await sheet(page).getByRole('button', { name: 'Sulje' }).tap();
    await expectNoSidewaysScroll(page);
  }
}

for (const brand of BRANDS) {
  test.describe(`${brand.name} brand`, () => {
    test('a person opens and closes the menu by touch and keyboard, and reaches every destination', async ({
      page,
      problems,
    }) => {
      void problems;
      await logIn(page, DEMO.aino);
      await page.goto(`/bank/home?brand=${brand.id}`);
      await expect(page.locator('header')).toHaveCSS(
        'background-color',
        rgb(brand.colors.background.header),
      );
      await expect(page.getByRole('navigation', { name: fiMenu.label })).toBeHidden();

      await menuButton(page).tap();
      await expect(sheet(page)).toBeVisible();
      await expect(sheet(page).getByRole('button', { name: fiMenu.logout })).toBeVisible();
      await expectAccessible(page);
      await sheet(page).getByRole('button', { name: 'Sulje' }).tap();
      await expect(sheet(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(sheet(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();

      await expectNoSidewaysScroll(page);
      await visitEveryDestination(page, { customerType: 'Person', Role: 'Owner' });
    });

    test('a company’s main user switches to the company in the menu and reaches its every destination', async ({
      page,
      problems,
    }) => {
      void problems;
      await logIn(page, DEMO.jukka);
      await page.goto(`/bank/home?brand=${brand.id}`);
      await menuButton(page).tap();
      await sheet(page).getByLabel(fiMenu.switchCustomer).selectOption({
        label: 'Kuusela Rakennus Oy',
      });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Yritys: Kuusela Rakennus Oy',
      );
      await expect(sheet(page)).toBeHidden();
      await visitEveryDestination(page, { customerType: 'Company', Role: 'MainUser' });
    });
  });
}
