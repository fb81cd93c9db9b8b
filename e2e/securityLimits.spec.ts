import type { Page } from '@playwright/test';
import { fiSecurityLimits } from '../i18n/fi/securityLimits';
import { CLOCK_BANK } from '../playwright.config';
import { DEMO, expect, expectAccessible, logIn, moveClocksForward, test } from './bank';

/**
 * Security limits ('Turvarajat'), in the bank whose clock may move: a changed limit waits 24
 * hours, and the journey moves the clock a day on to see it in force.
 */
// The browser's clock moves with the bank's: a context of the journey's own.
test.use({ baseURL: CLOCK_BANK, ownContext: true });
// A second try would find the limits changed and the clock a day on: it could only fail.
test.describe.configure({ retries: 0 });

const PAGE = '/bank/customer/all-payments-settings';
const HELEN = { iban: 'FI5910000071000218', name: 'Helen Oy' };

const amount = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

async function setAmount(page: Page, label: string, text: string) {
  await amount(page, label).fill(text);
  await amount(page, label).blur();
}

test('a person lowers the daily limit and raises the instant limit by strong identification, in force a day later', async ({
  page,
  problems,
}) => {
  await logIn(page, DEMO.mikko);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Turvarajat' })).toBeVisible();
  await expect(amount(page, fiSecurityLimits.all.DailyUsageLimit)).toHaveValue('5 000,00');
  await expectAccessible(page);

  await setAmount(page, fiSecurityLimits.all.DailyUsageLimit, '30000');
  await expect(
    page.getByText('Päiväkohtaisen enimmäismäärän tulee olla alle kuukausikohtaisen (20 000,00 €)'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tallenna' })).toBeDisabled();

  await setAmount(page, fiSecurityLimits.all.DailyUsageLimit, '1000');
  await setAmount(page, fiSecurityLimits.instant.DailyUsageLimit, '6000');
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByRole('heading', { name: 'Vahvista toimenpide' })).toBeVisible();
  await expect(page.getByTestId('approval')).toContainText('Turvarajojen muutos');
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Vahvista/ }).click();

  await page.waitForURL(`**${PAGE}?status=ok`);
  await expect(page.getByText('Turvarajat päivitetty')).toBeVisible();
  await expect(
    page.getByText('Maksujen turvarajat on nyt päivitetty onnistuneesti.'),
  ).toBeVisible();
  await expect(page.getByText('Osa asetuksista astuu voimaan 24 tunnin kuluttua.')).toBeVisible();
  const pending = page.getByRole('list', { name: 'Astuu voimaan 24 tunnin kuluttua' });
  await expect(pending).toContainText('Nyt voimassa: 5 000,00 €');
  await expect(pending).toContainText('Uusi arvo: 1 000,00 € – Astuu voimaan 24 tunnin kuluttua');
  await expect(amount(page, fiSecurityLimits.instant.DailyUsageLimit)).toHaveValue('6 000,00');
  await expectAccessible(page);

  // A cancelled identification changes nothing and says so.
  await setAmount(page, fiSecurityLimits.instant.MaxPaymentAmount, '1500');
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await page.getByRole('button', { name: 'Keskeytä tunnistus' }).click();
  await page.waitForURL(`**${PAGE}?status=cancel`);
  await expect(page.getByText('Toiminto keskeytetty')).toBeVisible();
  await expect(page.getByText('Turvarajojen asettaminen keskeytetty')).toBeVisible();
  await expect(amount(page, fiSecurityLimits.instant.MaxPaymentAmount)).toHaveValue('2 000,00');
  await expectAccessible(page);

  // A day later the lower daily limit is in force, with nothing waiting, and a payment over it
  // is refused before identification.
  await moveClocksForward(page, 24);
  await logIn(page, DEMO.mikko);
  await page.goto(PAGE);
  await expect(amount(page, fiSecurityLimits.all.DailyUsageLimit)).toHaveValue('1 000,00');
  await expect(amount(page, fiSecurityLimits.instant.DailyUsageLimit)).toHaveValue('6 000,00');
  await expect(page.getByText(/Astuu voimaan/)).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/bank/accounts/transfer');
  await page.getByLabel('Saajan tilinumero').fill(HELEN.iban);
  await page.getByLabel('Saajan nimi').fill(HELEN.name);
  await page.getByLabel('Summa (€)').fill('1200,00');
  await page.getByRole('button', { name: 'Jatka' }).click();
  await page.waitForURL('**/bank/accounts/transfer/payee-verification');
  await page.getByRole('button', { name: 'Vahvista maksu' }).click();
  await expect(
    page.getByText(/^Maksu ylittää päivittäisen maksurajasi 1\u00a0000,00\u00a0€/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vahvista toimenpide' })).toHaveCount(0);
  await expectAccessible(page);
  // The refusal's 422, which the browser logs, is what this journey asked for.
  problems.splice(
    problems.findIndex((problem) => problem.includes('status of 422')),
    1,
  );
});
