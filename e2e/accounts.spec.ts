import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { formatDate } from '../domain/dates/dates';
import { formatIban } from '../domain/payments/iban';
import { fiAccounts } from '../i18n/fi/accounts';
import { fiErrors } from '../i18n/fi/errors';
import { formatMoney, parseEuroAmount } from '../domain/money/money';
// The server's reader of the text its PDFs draw (pdf-lib compresses the streams); the tests of
// the certificates read them with it too, so the journeys check the same text the same way.
import { pdfTextRuns } from '../server/testing/pdfText';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

const COMPANY = 'Kuusela Rakennus Oy';

/** The account's row in a list, by the name it starts with. */
const accountRow = (page: Page, name: string) =>
  page.getByRole('link', { name: new RegExp(`^${name} ,`) });

/** The balance at the end of an account row. */
async function rowBalance(row: Locator): Promise<number> {
  const amounts = (await row.innerText()).match(/−?[\d\u00a0 ]+,\d\d\u00a0€/g) ?? [];
  const balance = parseEuroAmount(amounts.at(-1) ?? '');
  expect(balance, `a balance in the row`).not.toBeNull();
  return balance!;
}

/** An amount as the certificates draw it: the standard PDF fonts have no no-break spaces. */
const pdfMoney = (cents: number) =>
  formatMoney(cents)
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace('\u2212', '-');

/** The rows of the transaction list. */
const transactionRows = (page: Page) =>
  page.getByRole('region', { name: 'Tapahtumat' }).getByRole('listitem');

async function openAccount(page: Page, name: string): Promise<void> {
  await page.goto('/bank/accounts');
  await accountRow(page, name).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} – Verkkopankki`);
}

/** Each step's shown range: 'Näytetään tapahtumat 01.09.2026–30.11.2026'. */
const shownRange = (page: Page) => page.getByText(/^Näytetään tapahtumat /);

test('a person reads an account: transactions, more of them, a range, a payment', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.aino);
  await openAccount(page, 'Kuluton käyttötili');
  await expect(page.getByText('FI75 7190 0000 0000 13').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Uusi maksu' })).toHaveAttribute(
    'href',
    /\/bank\/accounts\/transfer\?accountId=/,
  );
  await expect(shownRange(page)).toBeVisible();
  const firstRows = await transactionRows(page).count();
  expect(firstRows).toBeGreaterThan(0);
  await expectAccessible(page);

  // Incoming amounts are green (and signed +); outgoing ones are not.
  const incoming = transactionRows(page).filter({ hasText: /\+[\d\u00a0 ]+,\d\d\u00a0€/ });
  const amount = incoming.first().getByText(/^\+[\d\u00a0 ]+,\d\d\u00a0€$/);
  const [red, green, blue] = (await amount.evaluate((el) => getComputedStyle(el).color))
    .match(/\d+/g)!
    .map(Number);
  expect(green).toBeGreaterThan(red!);
  expect(green).toBeGreaterThan(blue!);

  // 'Näytä lisää' adds the three months before, below what is shown.
  const rangeBefore = await shownRange(page).innerText();
  const firstRowText = await transactionRows(page).first().innerText();
  await page.getByRole('button', { name: 'Näytä lisää' }).click();
  await expect(shownRange(page)).not.toHaveText(rangeBefore);
  await expect.poll(() => transactionRows(page).count()).toBeGreaterThan(firstRows);
  await expect.poll(() => transactionRows(page).first().innerText()).toBe(firstRowText);

  // A range of the customer's choosing: September only.
  const year = new Date().getFullYear();
  const start = page.getByLabel('Alkaen');
  const end = page.getByLabel('Päättyen');
  await start.fill(`${year}-09-30`);
  await end.fill(`${year}-09-01`);
  await page.getByRole('button', { name: 'Näytä', exact: true }).click();
  await expect(page.getByText('Loppupäivä on ennen alkupäivää')).toBeVisible();
  await start.fill(`${year}-09-01`);
  await end.fill(`${year}-09-30`);
  await page.getByRole('button', { name: 'Näytä', exact: true }).click();
  await expect(shownRange(page)).toHaveText(
    `Näytetään tapahtumat ${formatDate(`${year}-09-01`)}–${formatDate(`${year}-09-30`)}`,
  );
  const septemberDates = await transactionRows(page).locator('time').allInnerTexts();
  expect(septemberDates.length).toBeGreaterThan(0);
  for (const date of septemberDates) expect(date).toMatch(new RegExp(`^\\d\\d\\.09\\.${year}$`));
  await expectAccessible(page);

  // A payment's details, and back to the account.
  await transactionRows(page).filter({ hasText: 'Palkka' }).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maksun tiedot' })).toBeVisible();
  await expect(page.getByText('Maksaja')).toBeVisible();
  await expect(page.getByText(/^\+[\d\u00a0 ]+,\d\d\u00a0€$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Takaisin tilille' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kuluton käyttötili' })).toBeVisible();
});

test('a person renames an account and copies its IBAN', async ({ page, context, problems }) => {
  void problems;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, DEMO.aino);
  await openAccount(page, 'Säästötili');
  await expect(page.getByText('Maksuttomia nostoja jäljellä tänä vuonna: 4/6')).toBeVisible();
  await expect(page.getByText('Kertynyt korko')).toBeVisible();

  await page.getByRole('button', { name: 'Kopioi tilinumero' }).click();
  await expect(page.getByText('Kopioitu')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^FI\d{16}$/);
  await expect(page.getByText(formatIban(copied)).first()).toBeVisible();

  const rename = async (from: string, to: string) => {
    await page.getByRole('button', { name: 'Nimeä tili' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nimeä tili' });
    const name = dialog.getByLabel('Tilin nimi');
    await expect(name).toHaveValue(from);
    await name.fill(to);
    await dialog.getByRole('button', { name: 'Tallenna' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: to })).toBeVisible();
    await expect(page.getByText('Tilin nimi on muutettu.')).toBeVisible();
  };
  await page.getByRole('button', { name: 'Nimeä tili' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nimeä tili' });
  await dialog.getByLabel('Tilin nimi').fill('   ');
  await dialog.getByRole('button', { name: 'Tallenna' }).click();
  await expect(dialog.getByText('Tämä tieto tarvitaan')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Peruuta' }).click();

  await rename('Säästötili', 'Lomasäästöt');
  await page.getByRole('link', { name: 'Kaikki tilit' }).click();
  await expect(accountRow(page, 'Lomasäästöt')).toBeVisible();
  // The journeys after this one know the account by its own name.
  await accountRow(page, 'Lomasäästöt').click();
  await rename('Lomasäästöt', 'Säästötili');
});

test('a person opens a savings account: the terms, a yes-or-no question, the account in its group', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.mikko);
  await page.getByRole('link', { name: 'Avaa uusi säästötili' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Avaa säästötili' })).toBeVisible();
  await expect(page.getByText(/Säästötilin korko on nyt \d+,\d\d %/)).toBeVisible();
  await expectAccessible(page);
  const [terms] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /^ehdot/ }).click(),
  ]);
  await expect(terms.getByRole('heading', { level: 1, name: 'Säästötili – ehdot' })).toBeVisible();
  await expectAccessible(terms);
  await terms.close();
  await page.getByRole('button', { name: 'Avaa tili' }).click();
  await expect(page.getByText(fiErrors.validation.acceptTerms)).toBeVisible();
  await page.getByLabel('Tilin nimi (vapaaehtoinen)').fill('Puskuri');
  await page.getByRole('checkbox', { name: /Hyväksyn ehdot/ }).check();
  await page.getByRole('button', { name: 'Avaa tili' }).click();
  const question = page.getByRole('dialog', { name: 'Avataanko tili?' });
  await expect(question).toContainText('Säästötili – Puskuri');
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Kyllä' }).click();
  await expect(page.getByRole('heading', { name: 'Tili on avattu' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Siirry tilille' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Puskuri' })).toBeVisible();
  await page.goto('/bank/accounts');
  const savingsGroup = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: /^Säästötilit/ }) });
  await expect(savingsGroup.getByRole('link', { name: /^Puskuri ,/ })).toBeVisible();
});

test('a person opens a term deposit of 5 000 € from the payment account', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.mikko);
  await page.goto('/bank/accounts');
  const paymentBefore = await rowBalance(accountRow(page, 'Käyttötili'));
  await page.getByRole('link', { name: 'Avaa uusi määräaikaistalletus' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Avaa määräaikaistalletus' }),
  ).toBeVisible();
  const amount = page.getByRole('textbox', { name: 'Talletussumma' });
  await expect(amount).toHaveValue('10\u00a0000\u00a0€');
  await expect(page.getByRole('textbox', { name: 'Talletusaika' })).toHaveValue('24 kk');
  const interest = page.getByRole('region', { name: 'Talletustarjous' });
  await expect(interest).toContainText('Korko erääntyessä');
  const offerFor10000 = await interest.innerText();
  await amount.click();
  await amount.fill('5000');
  await amount.press('Enter');
  await expect(amount).toHaveValue(/^5\u00a0000/);
  await expect(interest).not.toHaveText(offerFor10000);
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: /Hyväksyn ehdot/ }).check();
  await page.getByRole('button', { name: 'Avaa talletus' }).click();
  const confirm = page.getByRole('dialog', { name: 'Avataanko määräaikaistalletus?' });
  await expect(confirm).toContainText(formatMoney(500_000));
  await expect(confirm).toContainText('24 kk');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Kyllä' }).click();
  await expect(page.getByRole('heading', { name: 'Määräaikaistalletus on avattu' })).toBeVisible();
  await page.getByRole('link', { name: 'Siirry tilille' }).click();
  await expect(page).toHaveURL(/\/bank\/accounts\/deposit\//);
  await expect(page.getByText('Talletettu summa')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/bank/accounts');
  const deposit = accountRow(page, 'Määräaikaistalletus 24 kk');
  await expect(deposit).toBeVisible();
  await expect.poll(() => rowBalance(deposit)).toBe(500_000);
  await expect.poll(() => rowBalance(accountRow(page, 'Käyttötili'))).toBe(paymentBefore - 500_000);
});

test('a company main user downloads both certificates', async ({ page, problems }) => {
  void problems;
  await logIn(page, DEMO.jukka, { fresh: true });
  await page.getByLabel('Vaihda asiakkuutta').selectOption({ label: COMPANY });
  await expect(page.getByRole('heading', { level: 1, name: `Yritys: ${COMPANY}` })).toBeVisible();

  const download = async (button: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    await expect(page.getByText('Todistus on ladattu.')).toBeVisible();
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return { name: file.suggestedFilename(), text: pdfTextRuns(bytes).join('\n') };
  };

  await openAccount(page, 'Päätili');
  const balance = parseEuroAmount(
    await page.getByRole('region', { name: 'Saldo' }).getByText(/€$/).first().innerText(),
  )!;
  await page.getByRole('link', { name: fiAccounts.certificateNames.balance }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: fiAccounts.certificateNames.balance }),
  ).toBeVisible();
  await expect(page.getByLabel('Päivä', { exact: true })).toHaveValue(/^\d{1,2}\.\d{1,2}\.\d{4}$/);
  await expectAccessible(page);
  const statement = await download('Lataa todistus (PDF)');
  expect(statement.name).toMatch(/^saldotodistus-\d{4}-\d\d-\d\d\.pdf$/);
  expect(statement.text).toContain('Päätili');
  expect(statement.text).toContain(COMPANY);
  expect(statement.text).toContain(pdfMoney(balance));

  await openAccount(page, 'Määräaikaistalletus 6 kk');
  await page.getByRole('link', { name: fiAccounts.certificateNames.deposit }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: fiAccounts.certificateNames.deposit }),
  ).toBeVisible();
  await expectAccessible(page);
  const certificate = await download('Lataa todistus (PDF)');
  expect(certificate.name).toMatch(/^talletustodistus-.*\.pdf$/);
  expect(certificate.text).toContain('Määräaikaistalletus 6 kk');
  expect(certificate.text).toContain(pdfMoney(4_000_000));
});

test('a person sees why certificates are not for them', async ({ page, problems }) => {
  void problems;
  await logIn(page, DEMO.aino);
  await openAccount(page, 'Kuluton käyttötili');
  await expect(page.getByRole('link', { name: fiAccounts.certificateNames.balance })).toHaveCount(
    0,
  );
  const accountId = new URL(page.url()).pathname.split('/').at(-1);
  await page.goto(`/bank/accounts/balance-statement?accountId=${accountId}`);
  await expect(page.getByText('Todistukset ovat yritysasiakkaiden palvelu.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lataa todistus (PDF)' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a view-only customer sees the buttons disabled, and why', async ({ page, problems }) => {
  void problems;
  await logIn(page, DEMO.pekka);
  await openAccount(page, 'Käyttötili');
  const newPayment = page.getByRole('button', { name: 'Uusi maksu' });
  await expect(newPayment).toBeDisabled();
  await expect(newPayment).toHaveAccessibleDescription(fiErrors.view_only);
  await expect(page.getByRole('button', { name: 'Oma siirto' })).toBeDisabled();
  await expect(page.getByRole('main').getByText(fiErrors.view_only).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nimeä tili' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/bank/accounts/open-savings-account');
  await expect(page.getByText('Tilin avaaminen ei ole mahdollista')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Avaa tili' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the payment-account plus button opens its form, and an unknown address says so', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.aino);
  await page.goto('/bank/accounts');
  await page.getByRole('link', { name: 'Avaa uusi käyttötili' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Avaa käyttötili' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Hyväksyn ehdot/ })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/bank/accounts/no-such-page/here');
  await expect(page.getByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeVisible();
  await expectAccessible(page);
});
