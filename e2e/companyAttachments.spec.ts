import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

/** A company's own pages: it sends documents to the bank and keeps its contact details current. */

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');

async function asKuusela(page: Page) {
  await logIn(page, DEMO.jukka, { fresh: true });
  await page.getByLabel('Vaihda asiakkuutta').selectOption({ label: 'Kuusela Rakennus Oy' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yritys: Kuusela Rakennus Oy');
}

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name, exact: true });

const choose = (page: Page, name: string, mimeType: string, buffer: Buffer) =>
  page.getByLabel('Valitse tiedosto').setInputFiles({ name, mimeType, buffer });

test('a company sends a PDF attachment, and a file too large or a program is refused', async ({
  page,
  problems,
}) => {
  await asKuusela(page);
  await menuLink(page, 'Liitteet').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Liitteet' })).toBeVisible();
  await expectAccessible(page);

  await choose(page, 'Tilinpäätös 2025.pdf', 'application/pdf', PDF);
  await page.getByRole('button', { name: 'Lähetä liite' }).click();
  await expect(page.getByText('Liite Tilinpäätös 2025.pdf on lähetetty pankille.')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'Tilinpäätös 2025.pdf' });
  await expect(row).toContainText('Lähettäjä: Jukka Kuusela');
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Lataa Tilinpäätös 2025.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Tilinpäätös 2025.pdf');

  await choose(page, 'iso.pdf', 'application/pdf', Buffer.alloc(4 * 1024 * 1024, PDF));
  await expect(page.getByText('Tiedoston koko on liian suuri')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Yritä uudelleen' }).click();

  await choose(page, 'ohjelma.exe', 'application/x-msdownload', Buffer.from('MZ\x90\x00'));
  await expect(page.getByText('Tiedosto on väärässä muodossa')).toBeVisible();
  await page.getByRole('button', { name: 'Yritä uudelleen' }).click();

  // A program named as a PDF passes the box; the bank reads its content and refuses it, and the
  // chosen file stays, ready to be sent again.
  await choose(page, 'lasku.pdf', 'application/pdf', Buffer.from('MZ\x90\x00'));
  await page.getByRole('button', { name: 'Lähetä liite' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Liitteen lähettäminen epäonnistui' });
  await expect(refusal).toContainText('Tiedosto on väärässä muodossa');
  await expect(page.getByText('lasku.pdf')).toBeVisible();
  await expect(refusal.getByRole('button', { name: 'Yritä uudelleen' })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('listitem').filter({ hasText: 'lasku.pdf' })).toHaveCount(0);
  // The refusal's 400, which the browser logs, is what this journey asked for.
  problems.splice(
    problems.findIndex((problem) => problem.includes('status of 400')),
    1,
  );
});

test('a company changes its phone number and sees it after a reload', async ({
  page,
  problems,
}) => {
  void problems;
  await asKuusela(page);
  await menuLink(page, 'Yritys').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yrityksen tiedot' })).toBeVisible();
  await expectAccessible(page);

  const number = page.getByRole('group', { name: 'Puhelinnumero' }).getByLabel('Numero');
  await number.fill('50 765 4321');
  await page.getByRole('button', { name: 'Tallenna yhteystiedot' }).click();
  await expect(page.getByText('Yhteystiedot on päivitetty.')).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Yrityksen tiedot' })).toBeVisible();
  await expect(page.getByText('+358 507654321')).toBeVisible();
});
