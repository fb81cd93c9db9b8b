import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfTextRuns } from '../server/testing/pdfText';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

/** Account statements (tiliote): a period of an account, downloaded as CSV and as PDF. */

async function download(page: Page) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Lataa tiliote' }).click(),
  ]);
  await expect(page.getByText(/^Tiliote tiliote-.* on ladattu\.$/)).toBeVisible();
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test('a person downloads a statement as CSV and as PDF', async ({ page, problems }) => {
  void problems;
  await logIn(page, DEMO.aino);
  await page
    .getByRole('navigation', { name: 'Päävalikko' })
    .getByRole('link', { name: 'Tiliotteet' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tiliotteet' })).toBeVisible();
  await expectAccessible(page);

  const account = page.getByLabel('Tili', { exact: true });
  const option = account.locator('option', { hasText: 'Kuluton käyttötili' });
  await account.selectOption(await option.getAttribute('value'));
  await page.getByRole('radio', { name: 'CSV (taulukkolaskenta)' }).click();
  const csv = await download(page);
  expect(csv.name).toMatch(/^tiliote-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('Kirjauspäivä;Määrä;Saaja/Maksaja;Tapahtuma;Viite;Viesti');
  expect(lines.length).toBeGreaterThan(2);
  expect(lines[1]).toMatch(/^\d\d\.\d\d\.\d{4};-?\d+,\d\d;/);
  await expectAccessible(page);

  await page.getByRole('radio', { name: 'PDF (tulostettava)' }).click();
  const pdf = await download(page);
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfTextRuns(pdf.bytes).join('\n');
  expect(text).toContain('Tiliote');
  expect(text).toContain('Aino Virtanen');
  expect(text).toContain('Kuluton käyttötili');
  expect(text).toMatch(/Alkusaldo \d{1,2}\.\d{1,2}\.\d{4}/);
  expect(text).toMatch(/Loppusaldo \d{1,2}\.\d{1,2}\.\d{4}/);
});

test('a period longer than 24 months is refused with a clear message', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.aino);
  await page.goto('/bank/reports');
  const account = page.getByLabel('Tili', { exact: true });
  const option = account.locator('option', { hasText: 'Kuluton käyttötili' });
  await account.selectOption(await option.getAttribute('value'));
  await page.getByLabel('Alkaen').fill('1.1.2020');
  await page.getByRole('button', { name: 'Lataa tiliote' }).click();
  await expect(page.getByText('Tiliote voi kattaa enintään 24 kuukautta.')).toBeVisible();
  await expect(page.getByLabel('Alkaen')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
});
