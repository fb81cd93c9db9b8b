import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

/** The referral programme ('Suosittele'): the dialog from the home page and from the menu. */

async function openDialog(page: Page) {
  await page
    .getByRole('region', { name: 'Suosittele meitä' })
    .getByRole('button', { name: 'Suosittele meitä' })
    .click();
  const info = page.getByRole('dialog', { name: 'Suosittele meitä' });
  await expect(info).toBeVisible();
  return info;
}

async function toSendStep(page: Page) {
  const info = await openDialog(page);
  await expect(
    info.getByText(/25\s€ jokaisesta suosittelemastasi henkilöstä ja 50\s€/),
  ).toBeVisible();
  await info.getByRole('button', { name: 'Suosittele', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Lähetä suositus' });
  await expect(form.getByText(/Aino Virtanen suosittelee/)).toBeVisible();
  return form;
}

test('a person recommends the bank by e-mail and by SMS', async ({ page, problems }) => {
  void problems;
  await logIn(page, DEMO.aino);
  const form = await toSendStep(page);
  await expectAccessible(page);

  // The consent is required: the form says so before anything is sent.
  await form.getByLabel('Vastaanottajan sähköpostiosoite').fill('ystava@example.fi');
  await form.getByRole('button', { name: 'Lähetä' }).click();
  await expect(form.getByText('Anna suostumus jatkaaksesi')).toBeVisible();
  await form.getByRole('checkbox', { name: /etu- ja sukunimeni/ }).check();
  await form.getByRole('button', { name: 'Lähetä' }).click();
  const thanks = page.getByRole('dialog', { name: 'Kiitos suosittelusta!' });
  await expect(
    thanks.getByText('Suosituksesi on lähetetty osoitteeseen ystava@example.fi.'),
  ).toBeVisible();
  await expectAccessible(page);
  await thanks.getByText('Sulje', { exact: true }).click();
  await expect(thanks).toBeHidden();

  // By SMS to a company, from the menu's page, by keyboard.
  await page
    .getByRole('navigation', { name: 'Päävalikko' })
    .getByRole('link', { name: 'Suosittele' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suosittele meitä' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Suosittele meitä' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Suosittele', exact: true }).click();
  const smsForm = page.getByRole('dialog', { name: 'Lähetä suositus' });
  await smsForm.getByRole('radio', { name: 'Sähköposti' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(smsForm.getByRole('radio', { name: 'Tekstiviesti' })).toBeChecked();
  await smsForm.getByRole('radio', { name: 'Yritys' }).click();
  await expect(smsForm.getByText(/suosittelee yrityksellenne/)).toBeVisible();
  await smsForm.getByLabel('Vastaanottajan puhelinnumero').fill('040 123 4567');
  await smsForm.getByRole('checkbox', { name: /etu- ja sukunimeni/ }).check();
  await smsForm.getByRole('button', { name: 'Lähetä' }).press('Enter');
  await expect(
    page
      .getByRole('dialog', { name: 'Kiitos suosittelusta!' })
      .getByText('Suosituksesi on lähetetty numeroon 0401234567.'),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a person without a bank account sees why the referral is not for her', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.emilia);
  await page.goto('/bank/referral');
  await expect(page.getByRole('heading', { level: 1, name: 'Suosittele meitä' })).toBeVisible();
  await page.getByRole('button', { name: 'Suosittele meitä' }).click();
  const info = page.getByRole('dialog', { name: 'Suosittele meitä' });
  const reason = info.getByText(/^Suosittelu edellyttää, että sinulla on meillä pankkitili/);
  await expect(reason).toBeVisible();
  await expect(reason).toHaveCSS('color', /rgb\((1\d\d|2\d\d), \d{1,2}, \d{1,2}\)/);
  await expect(info.getByRole('button', { name: 'Suosittele', exact: true })).toBeDisabled();
  await expectAccessible(page);
});
