import type { Page } from '@playwright/test';
import { fiCommon } from '../i18n/fi/common';
import { fiMenu } from '../i18n/fi/menu';
import { fiShell } from '../i18n/fi/shell';
import { DEMO, expect, expectAccessible, logIn, pressLikeAPerson, test } from './bank';

/**
 * The bank on a phone: 375 × 800 with a touch screen, in the brand least like the configured one
 * (previewed with `?brand=`, which lasts until the next full page load). Every brand's phone
 * shell, its menu closed and open, is in the screenshots of `stories/screens.visual.test.tsx`.
 */
test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

const BRAND = 'orangeviolet';
const NARROWEST = 320;

type Destination = { label: keyof typeof fiMenu; path: string };

/** The menus as a customer reads them (the spec's routes), checked here apart from the app's list. */
const PERSON_MENU: Destination[] = [
  { label: 'home', path: '/bank/home' },
  { label: 'accounts', path: '/bank/accounts' },
  { label: 'loans', path: '/bank/loans' },
  { label: 'cards', path: '/bank/cards' },
  { label: 'statements', path: '/bank/reports' },
  { label: 'messages', path: '/bank/customer/messages' },
  { label: 'ownDetails', path: '/bank/customer' },
  { label: 'securityLimits', path: '/bank/customer/all-payments-settings' },
  { label: 'referral', path: '/bank/referral' },
];
const COMPANY_MENU: Destination[] = [
  { label: 'home', path: '/bank/home' },
  { label: 'accounts', path: '/bank/accounts' },
  { label: 'companyLoans', path: '/bank/company/loans' },
  { label: 'cards', path: '/bank/cards' },
  { label: 'statements', path: '/bank/reports' },
  { label: 'messages', path: '/bank/company/messages' },
  { label: 'company', path: '/bank/company' },
  { label: 'representative', path: '/bank/company/representative' },
  { label: 'attachments', path: '/bank/company/attachments' },
  { label: 'paymentSettings', path: '/bank/company/all-payments-settings' },
  { label: 'invoiceFunding', path: '/bank/company/invoice-funding' },
];

const headerColour = (page: Page) =>
  page.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor);

/** The home page in the brand, which shows in the header's colour. */
async function showBrand(page: Page): Promise<void> {
  const configured = await headerColour(page);
  await page.goto(`/bank/home?brand=${BRAND}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => headerColour(page)).not.toBe(configured);
}

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
async function visitEveryDestination(page: Page, menu: Destination[]) {
  for (const item of menu) {
    await menuButton(page).tap();
    await sheet(page).getByRole('link', { name: fiMenu[item.label], exact: true }).tap();
    await page.waitForURL(`**${item.path}`);
    await expect(sheet(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await menuButton(page).tap();
    await expect(
      sheet(page).getByRole('link', { name: fiMenu[item.label], exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await sheet(page).getByRole('button', { name: fiCommon.close }).tap();
    await expectNoSidewaysScroll(page);
  }
}

test.describe(`${BRAND} brand`, () => {
  test('a person opens and closes the menu by touch and keyboard, and reaches every destination', async ({
    page,
    problems,
  }) => {
    void problems;
    await logIn(page, DEMO.aino);
    await showBrand(page);
    await expect(page.getByRole('navigation', { name: fiMenu.label })).toBeHidden();

    await menuButton(page).tap();
    await expect(sheet(page)).toBeVisible();
    await expect(sheet(page).getByRole('button', { name: fiMenu.logout })).toBeVisible();
    await expectAccessible(page);
    await sheet(page).getByRole('button', { name: fiCommon.close }).tap();
    await expect(sheet(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(sheet(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await expectNoSidewaysScroll(page);
    await visitEveryDestination(page, PERSON_MENU);
  });

  test('a company’s main user switches to the company in the menu and reaches its every destination', async ({
    page,
    problems,
  }) => {
    void problems;
    await logIn(page, DEMO.jukka);
    await showBrand(page);
    await menuButton(page).tap();
    await sheet(page).getByLabel(fiMenu.switchCustomer).selectOption({
      label: 'Kuusela Rakennus Oy',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yritys: Kuusela Rakennus Oy');
    await expect(sheet(page)).toBeHidden();
    await visitEveryDestination(page, COMPANY_MENU);
  });
});

test('on a phone, Jatka pressed straight after a wrong amount is not lost: the first field to fix gets the focus', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.aino);
  await page.goto('/bank/accounts/transfer');
  const amount = page.getByLabel('Summa (€)');
  await amount.fill('12,345');
  // Were the amount checked as it is left, its error would push the button from under the finger.
  await pressLikeAPerson(page, page.getByRole('button', { name: 'Jatka' }));
  const iban = page.getByLabel('Saajan tilinumero');
  await expect(iban).toBeFocused();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(/Syötä summa euroina, esimerkiksi 125,50/);
  await expectAccessible(page);
});
