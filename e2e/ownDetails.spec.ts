import type { Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../api/apiError';
import { sandboxOutbox } from '../api/sandboxOutbox';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

/** A person keeps her own details current, and gives the bank feedback. */

const NEW_PHONE = '+358407654321';

/** The code of the latest SMS to `recipient`, from the sandbox's outbox (api/sandboxOutbox.ts). */
async function smsCodeTo(page: Page, recipient: string): Promise<string> {
  const answer = await page.request.get(sandboxOutbox.path, {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const sms = sandboxOutbox.response
    .parse(await answer.json())
    .find((message) => message.Channel === 'sms' && message.Recipient === recipient);
  const code = /\b(\d{4})\b/.exec(sms?.Body ?? '')?.[1];
  expect(code, 'an SMS code to the new number').toBeDefined();
  return code!;
}

const detail = (page: Page, term: string) =>
  page.getByRole('main').getByRole('term').filter({ hasText: term }).locator('+ dd');

test('a person changes her phone number with the SMS code and her address, and sees both after a reload', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.aino);
  await page.goto('/bank/customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Omat tiedot' })).toBeVisible();
  await expectAccessible(page);

  // The phone number: a code to the new number, typed in the four boxes.
  await page.getByRole('button', { name: 'Vaihda puhelinnumero' }).click();
  await page
    .getByRole('group', { name: 'Uusi puhelinnumero' })
    .getByLabel('Numero')
    .fill('040 765 4321');
  await page.getByRole('button', { name: 'Lähetä koodi' }).click();
  await expect(page.getByText(/Lähetimme tekstiviestillä 4-numeroisen koodin/)).toBeVisible();
  await expectAccessible(page);
  const code = await smsCodeTo(page, NEW_PHONE);
  await page.getByRole('group', { name: 'Vahvistuskoodi' }).getByRole('textbox').first().focus();
  await page.keyboard.type(code);
  await expect(detail(page, 'Puhelin')).toHaveText('+358 407654321');

  // The address, by keyboard: a wrong postal code is said on its field first.
  await page.getByRole('button', { name: 'Muuta osoitetta' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Katuosoite').fill('Uusikatu 5 B 12');
  await page.getByLabel('Postinumero').fill('3310');
  await page.getByLabel('Postitoimipaikka').fill('Tampere');
  await page.getByRole('button', { name: 'Tallenna osoite' }).click();
  await expect(page.getByText('Postinumerossa on viisi numeroa')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Postinumero').fill('33100');
  await page.getByLabel('Postinumero').press('Enter');
  await expect(page.getByRole('button', { name: 'Muuta osoitetta' })).toBeVisible();

  await page.reload();
  await expect(detail(page, 'Osoite')).toHaveText('Uusikatu 5 B 12, 33100 Tampere');
  await expect(detail(page, 'Puhelin')).toHaveText('+358 407654321');
});

test('a person changes the account the bank pays to by strong identification', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.aino);
  await page.goto('/bank/customer');
  await page.getByRole('button', { name: 'Vaihda tilinumero' }).click();
  await page.getByLabel('Uusi tilinumero (IBAN)').fill('FI21 1234 5600 0007 86');
  await page.getByRole('button', { name: 'Vahvista tunnistautumalla' }).click();
  await expect(page.getByText('Virheellinen tilinumero')).toBeVisible();
  await page.getByLabel('Uusi tilinumero (IBAN)').fill('FI21 1234 5600 0007 85');

  // A cancelled identification changes nothing and says so.
  await page.getByRole('button', { name: 'Vahvista tunnistautumalla' }).click();
  await page.getByRole('button', { name: 'Keskeytä tunnistus' }).click();
  await page.waitForURL('**/bank/customer?status=cancel');
  await expect(page.getByText('Tilinumeron vaihto keskeytetty')).toBeVisible();
  await expect(detail(page, 'Tili, jolle pankki maksaa')).toHaveText('Ei annettu');

  await page.getByRole('button', { name: 'Vaihda tilinumero' }).click();
  await page.getByLabel('Uusi tilinumero (IBAN)').fill('FI21 1234 5600 0007 85');
  await page.getByRole('button', { name: 'Vahvista tunnistautumalla' }).click();
  await expect(page.getByTestId('approval')).toContainText('FI2112345600000785');
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Vahvista/ }).click();
  await page.waitForURL('**/bank/customer?status=ok');
  await expect(page.getByText('Tilinumero vaihdettu')).toBeVisible();
  await expect(detail(page, 'Tili, jolle pankki maksaa')).toHaveText('FI21 1234 5600 0007 85');
  await expectAccessible(page);
});

test('a person sends the bank feedback and is thanked', async ({ page, problems }) => {
  void problems;
  await logIn(page, DEMO.aino);
  await page.goto('/bank/customer');
  await page.getByRole('main').getByRole('link', { name: 'Anna palautetta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Palaute' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Lähetä palaute' }).click();
  await expect(page.getByText('Tämä tieto tarvitaan')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('combobox', { name: 'Aihe' }).selectOption({ label: 'Verkkopankki' });
  await page.getByRole('textbox', { name: 'Palaute' }).fill('Selkeä ja nopea verkkopankki.');
  await page.getByRole('checkbox', { name: /saa ottaa minuun yhteyttä/ }).check();
  await page.getByRole('button', { name: 'Lähetä palaute' }).click();
  await expect(page.getByText('Kiitos palautteestasi!')).toBeVisible();
  await expectAccessible(page);
});
