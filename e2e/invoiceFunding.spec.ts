import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

/** A company's invoice funding: its totals, its sales invoices by each list, its purchase invoices. */

const salesList = (page: Page, filter: string) =>
  page.getByRole('list', { name: `Myyntilaskut: ${filter}` });

test('a company sees its invoice funding and filters its sales invoices by each list, by keyboard and pointer', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.jukka, { fresh: true });
  await page.getByLabel('Vaihda asiakkuutta').selectOption({ label: 'Kuusela Rakennus Oy' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yritys: Kuusela Rakennus Oy');
  await page
    .getByRole('navigation', { name: 'Päävalikko' })
    .getByRole('link', { name: 'Laskurahoitus', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Laskurahoitus' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Rahoituksen tilanne' });
  await expect(totals).toContainText('Rahoitusraja150 000,00 €');
  await expect(totals).toContainText('Käytettävissä');

  // The open invoices first: funded ones, and the late debtor's overdue one.
  const open = salesList(page, 'Avoimet');
  await expect(open.getByText('Erääntynyt')).not.toHaveCount(0);
  await expect(open.getByText('Rahoitettu', { exact: true })).not.toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Ostolaskut' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expectAccessible(page);

  // By keyboard: the arrows move along the lists and choose.
  await page.getByRole('radio', { name: 'Avoimet' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Käsittelyssä' })).toBeFocused();
  await expect(page).toHaveURL(/mainFilter=handling/);
  const handling = salesList(page, 'Käsittelyssä');
  await expect(handling.getByRole('listitem').first()).toBeVisible();
  for (const invoice of await handling.getByRole('listitem').all()) {
    await expect(invoice).toContainText('Käsittelyssä');
  }
  await expectAccessible(page);

  await page.keyboard.press('ArrowRight');
  const recent = salesList(page, 'Maksetut 3 kk');
  await expect(recent.getByRole('listitem').first()).toContainText('Maksettu');
  const recentCount = await recent.getByRole('listitem').count();
  await expectAccessible(page);

  await page.getByRole('radio', { name: 'Kaikki maksetut' }).click();
  const paid = salesList(page, 'Kaikki maksetut');
  await expect(paid.getByRole('listitem').first()).toBeVisible();
  expect(await paid.getByRole('listitem').count()).toBeGreaterThan(recentCount);
  await expectAccessible(page);

  // The list chosen is the address's: it stays on reload, and fits a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Kaikki maksetut' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(salesList(page, 'Kaikki maksetut').getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
});
