import { differenceInCalendarDays, format } from 'date-fns';
import { formatDate, parseIsoDate, toIsoDate } from '../domain/dates/dates';
import { nextBankingDay } from '../domain/dates/bankHolidays';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, test } from './bank';

// A phone whose browser speaks American English: the Finnish bank still writes Finnish dates.
test.use({ locale: 'en-US', viewport: { width: 375, height: 800 } });

/** The bank's calendar day, as the journeys' browser (Europe/Helsinki) sees it. */
function bankToday(): Date {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(
    new Date(),
  );
  return parseIsoDate(today)!;
}

/**
 * `logIn` of bank.ts, save that the sandbox's identification page follows the browser's
 * language (here English), so its buttons are found by the customer's name alone.
 */
async function logInInEnglishBrowser(page: Page, name: string): Promise<void> {
  await page.goto('/bank/login');
  await page.getByRole('button', { name: 'Tunnistaudu' }).click();
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.waitForURL('**/bank/home');
}

test('a due date picked from the calendar by keyboard is paid on that day', async ({
  page,
  problems,
}) => {
  void problems;
  const today = bankToday();
  // Two banking days ahead: a later day that may cross a weekend or a month's end.
  const dueDay = nextBankingDay(nextBankingDay(today));

  await logInInEnglishBrowser(page, DEMO.aino);
  await page.goto('/bank/accounts/transfer');
  await expect(page.getByRole('heading', { level: 1, name: 'Uusi maksu' })).toBeVisible();
  const from = page.getByLabel('Veloitettava tili', { exact: true });
  const account = from.locator('option').filter({ hasText: /^Kuluton käyttötili/ });
  await from.selectOption((await account.first().getAttribute('value'))!);
  await page.getByLabel('Saajan tilinumero').fill('FI5910000071000218');
  await page.getByLabel('Saajan nimi').fill('Helen Oy');
  await page.getByLabel('Summa (€)').fill('12,30');
  await page.getByLabel('Viesti saajalle').fill('Kalenterista valittu');

  const dueDate = page.getByLabel('Eräpäivä');
  await expect(dueDate).toHaveValue(format(today, 'd.M.yyyy'));
  const pick = page.getByRole('button', { name: 'Valitse päivä' });
  await pick.focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Valitse päivä' });
  await expect(calendar.getByRole('grid')).toBeVisible();
  await expect(calendar.getByRole('button', { name: /valittu$/ })).toBeFocused();
  await expectAccessible(page);
  for (let day = 0; day < differenceInCalendarDays(dueDay, today); day++) {
    await page.keyboard.press('ArrowRight');
  }
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(pick).toBeFocused();
  await expect(dueDate).toHaveValue(format(dueDay, 'd.M.yyyy'));
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Jatka' }).click();
  await page.waitForURL('**/payee-verification');
  await page.getByRole('button', { name: 'Vahvista maksu' }).click();
  await expect(page.getByRole('heading', { name: 'Vahvista toimenpide' })).toBeVisible();
  await page.getByRole('button', { name: /^Vahvista/ }).click();
  await page.waitForURL('**/bank/accounts/transfer/receipt?**status=ok');
  await expect(
    page.getByText(`Maksu on tallennettu eräpäivälle ${formatDate(toIsoDate(dueDay))}`),
  ).toBeVisible();
  await expectAccessible(page);
});
