import type { Locator, Page } from '@playwright/test';
import { addDays, addMonths, startOfMonth } from 'date-fns';
import { formatDate, parseIsoDate, toIsoDate } from '../domain/dates/dates';
import { formatMoney, parseEuroAmount, type Cents } from '../domain/money/money';
import { en } from '../i18n/en';
import { fiCommon } from '../i18n/fi/common';
import { fiErrors } from '../i18n/fi/errors';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

/**
 * The journeys of a worker share its bank, so none depends on another's order: each reads the
 * figures it changes before changing them. Aino pays whichever instalment is next, takes a
 * payment-free month on whichever is the first candidate, and repays only part of her limit's
 * invoice, so it stays open; Mikko alone moves a due date; Jukka and Pekka only look.
 */
const AINO_ACCOUNT = 'Kuluton käyttötili';

/** The shown text of an amount (its spoken twin is for screen readers), in cents. */
async function shownMoney(scope: Locator): Promise<Cents> {
  const text = await scope.locator('[aria-hidden="true"]').first().innerText();
  const cents = parseEuroAmount(text);
  expect(cents, `an amount in "${text}"`).not.toBeNull();
  return cents!;
}

/** The value a value list gives for a term. */
function valueOf(scope: Page | Locator, term: string | RegExp): Locator {
  return scope.locator('dt').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
}

/** The day a `<time>` element names, YYYY-MM-DD. */
async function dayOf(scope: Locator): Promise<string> {
  return (await scope.locator('time').first().getAttribute('datetime'))!;
}

function nextInstalmentPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Seuraava maksuerä' });
}

/** The amount and due date the next-instalment panel shows. */
async function shownInstalment(panel: Locator): Promise<{ amount: Cents; dueDate: string }> {
  await expect(panel.locator('time')).toBeVisible();
  return { amount: await shownMoney(panel.locator('p').first()), dueDate: await dayOf(panel) };
}

/** Chooses the account whose line in the select starts with the given name; its balance. */
async function chooseAccount(page: Page, label: string, name: string): Promise<Cents> {
  const select = page.getByLabel(label, { exact: true });
  const option = select.locator('option').filter({ hasText: new RegExp(`^${name}`) });
  await select.selectOption((await option.first().getAttribute('value'))!);
  const text = (await select.locator('option:checked').textContent()) ?? '';
  return parseEuroAmount(text.split('·').at(-1) ?? '')!;
}

/** The main menu's texts: the person's in Finnish unless told. */
const FI_MENU = { label: 'Päävalikko', loans: 'Lainat' };

async function openLoan(page: Page, name: string, menu = FI_MENU): Promise<void> {
  await page
    .getByRole('navigation', { name: menu.label })
    .getByRole('link', { name: menu.loans })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: menu.loans })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Presses Tab until the element has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('a borrower pays the next instalment from the home page; the panel moves on to the next one', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.aino);
  const panel = nextInstalmentPanel(page);
  const due = await shownInstalment(panel);
  await expectAccessible(page);

  await panel.getByRole('link', { name: 'Maksa erä' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maksa erä' })).toBeVisible();
  await expect(page).toHaveTitle('Maksa erä – Verkkopankki');
  const balance = await chooseAccount(page, 'Maksutili', AINO_ACCOUNT);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByRole('heading', { name: 'Tarkista tiedot' })).toBeVisible();
  await expect(valueOf(page, 'Eräpäivä')).toHaveText(formatDate(due.dueDate));
  await expect(valueOf(page, 'Summa')).toContainText(formatMoney(due.amount));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Maksa', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Erä on maksettu' })).toBeVisible();
  expect(await shownMoney(valueOf(page, 'Maksettu'))).toBe(due.amount);
  expect(await shownMoney(valueOf(page, 'Erästä maksamatta'))).toBe(0);
  expect(await shownMoney(valueOf(page, /^Tilin .* saldo$/))).toBe(balance - due.amount);
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'Päävalikko' })
    .getByRole('link', { name: 'Etusivu' })
    .click();
  await expect.poll(async () => (await shownInstalment(panel)).dueDate).not.toBe(due.dueDate);
  const next = await shownInstalment(panel);
  expect(next.dueDate > due.dueDate, `${next.dueDate} comes after ${due.dueDate}`).toBe(true);
});

test('a borrower pays the next instalment from another bank; the loan’s panel moves on to the next one', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.aino);
  // From the loan's own page: the home page's panel may show the limit's invoice instead.
  await openLoan(page, 'Remonttilaina');
  const panel = nextInstalmentPanel(page);
  const due = await shownInstalment(panel);

  await panel.getByRole('link', { name: 'Maksa erä' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maksa erä' })).toBeVisible();
  await page.getByRole('radio', { name: 'Toisesta pankista' }).click();
  // Aino's only account elsewhere is in Nordea: the bank and the account are chosen for her.
  await expect(page.getByRole('radio', { name: 'Nordea' })).toBeChecked();
  const account = page.getByLabel('Tili toisessa pankissa', { exact: true });
  await expect(account.locator('option:checked')).toHaveText(/^Nordea-tili · FI/);
  expect(parseEuroAmount(await page.getByLabel('Summa').inputValue())).toBe(due.amount);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Jatka' }).click();

  await expect(page.getByRole('heading', { name: 'Tarkista tiedot' })).toBeVisible();
  await expect(valueOf(page, 'Tili toisessa pankissa')).toHaveText(/^Nordea-tili · FI/);
  await expect(valueOf(page, 'Eräpäivä')).toHaveText(formatDate(due.dueDate));
  await expect(valueOf(page, 'Summa')).toContainText(formatMoney(due.amount));
  await expectAccessible(page);
  // The way back from the other bank may be reloaded: the payment is found again, not lost.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tarkista tiedot' })).toBeVisible();
  await page.getByRole('button', { name: 'Hyväksy maksu' }).click();

  await expect(page.getByRole('heading', { name: 'Erä on maksettu' })).toBeVisible();
  expect(await shownMoney(valueOf(page, 'Maksettu'))).toBe(due.amount);
  expect(await shownMoney(valueOf(page, 'Erästä maksamatta'))).toBe(0);
  await expect(valueOf(page, 'Maksettu tililtä')).toHaveText(/^Nordea-tili/);
  await expectAccessible(page);
  // A reload after the receipt pays nothing more: the instalment is paid.
  await page.reload();
  await expect(page.getByText('Erä on jo maksettu.')).toBeVisible();

  await page.getByRole('link', { name: 'Takaisin lainaan Remonttilaina' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Remonttilaina' })).toBeVisible();
  await expect.poll(async () => (await shownInstalment(panel)).dueDate).not.toBe(due.dueDate);
  const next = await shownInstalment(panel);
  expect(next.dueDate > due.dueDate, `${next.dueDate} comes after ${due.dueDate}`).toBe(true);
});

test('a borrower moves a due date by keyboard alone and sees the new date', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.mikko);
  const panel = nextInstalmentPanel(page);
  const { dueDate } = await shownInstalment(panel);
  // The next day of the month after the due date (the 28th is the last a due day may be).
  const current = parseIsoDate(dueDate)!;
  const moved = current.getDate() < 28 ? addDays(current, 1) : startOfMonth(addMonths(current, 1));
  await expectAccessible(page);

  await tabTo(page, panel.getByRole('link', { name: 'Siirrä eräpäivää' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Siirrä eräpäivää' })).toBeVisible();
  await expect(valueOf(page, 'Nykyinen eräpäivä')).toHaveText(formatDate(dueDate));
  await expectAccessible(page);
  const day = page.getByLabel('Uusi eräpäivä kuukaudessa');
  await tabTo(page, day);
  // From the first option, the placeholder, down to the day.
  await page.keyboard.press('Home');
  for (let step = 0; step < moved.getDate(); step++) await page.keyboard.press('ArrowDown');
  await expect(day).toHaveValue(String(moved.getDate()));
  await expect(page.getByText(`Erän uusi eräpäivä: ${formatDate(moved)}`)).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, page.getByRole('button', { name: 'Siirrä eräpäivä' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Eräpäivä on siirretty' })).toBeVisible();
  await expect(valueOf(page, 'Uusi eräpäivä')).toHaveText(formatDate(moved));
  await expectAccessible(page);
  await tabTo(page, page.getByRole('link', { name: 'Takaisin lainaan Autolaina' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Autolaina' })).toBeVisible();
  expect(await dayOf(panel)).toBe(toIsoDate(moved));
  await expectAccessible(page);
});

test('in English, a borrower takes a payment-free month, seeing its cost first; the schedule grows', async ({
  page,
  problems,
}) => {
  void problems;
  const texts = en.loans;
  await logIn(page, DEMO.aino);
  await page.getByLabel(fiCommon.language).selectOption({ label: en.shell.languages.en });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page);
  await openLoan(page, 'Remonttilaina', en.menu);
  await expectAccessible(page);
  const progress = page.getByRole('progressbar', { name: en.kit.instalmentProgress.label });
  const count = Number(await progress.getAttribute('aria-valuemax'));
  await page.getByRole('link', { name: texts.actions.paymentFreeMonth }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: texts.actions.paymentFreeMonth }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.freeMonth.cost })).toBeVisible();
  const fee = await shownMoney(valueOf(page, texts.freeMonth.fee));
  expect(fee).toBeGreaterThan(0);
  await expect(valueOf(page, texts.freeMonth.newInstalmentCount)).toHaveText(String(count + 1));
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: /^I accept the payment-free month/ }).check();
  await page.getByRole('button', { name: texts.freeMonth.confirm }).click();

  await expect(page.getByRole('heading', { name: texts.freeMonth.done })).toBeVisible();
  expect(await shownMoney(valueOf(page, texts.freeMonth.fee))).toBe(fee);
  await expectAccessible(page);
  await page
    .getByRole('link', { name: texts.action.toLoan.replace('{{name}}', 'Remonttilaina') })
    .click();
  await expect(progress).toHaveAttribute('aria-valuemax', String(count + 1));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a borrower draws from a limit and repays part of its invoice; the limit’s page shows both', async ({
  page,
  problems,
}) => {
  void problems;
  const drawn = 25_000;
  const repaid = 5_000;
  await logIn(page, DEMO.aino);
  await openLoan(page, 'Joustoluotto');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Nosta luottorajasta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nosta luottorajasta' })).toBeVisible();
  const balance = await chooseAccount(page, 'Käyttötili', AINO_ACCOUNT);
  await page.getByLabel('Nostettava summa').fill('250');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(valueOf(page, 'Nostettava summa')).toContainText(formatMoney(drawn));
  await page.getByRole('button', { name: 'Nosta', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nosto on tehty' })).toBeVisible();
  expect(await shownMoney(valueOf(page, /^Tilin .* saldo$/))).toBe(balance + drawn);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Takaisin lainaan Joustoluotto' }).click();
  const transactions = page.getByRole('region', { name: 'Tapahtumat' });
  await expect(transactions).toContainText(formatMoney(drawn, { signPrefix: true }));

  const invoice = page.getByRole('region', { name: 'Maksuerät' }).locator('li').first();
  const open = await shownMoney(invoice);
  await page.getByRole('link', { name: 'Lyhennä luottorajaa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lyhennä luottorajaa' })).toBeVisible();
  await chooseAccount(page, 'Maksutili', AINO_ACCOUNT);
  await page.getByLabel('Summa', { exact: true }).fill('50');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Jatka' }).click();
  await page.getByRole('button', { name: 'Maksa', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Erä on maksettu' })).toBeVisible();
  expect(await shownMoney(valueOf(page, 'Erästä maksamatta'))).toBe(open - repaid);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Takaisin lainaan Joustoluotto' }).click();
  await expect.poll(() => shownMoney(invoice)).toBe(open - repaid);
  await expect(transactions).toContainText(formatMoney(-repaid));
});

test('a company user sees that its 12-month limit agreement has ended instead of a withdrawal', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.jukka, { fresh: true });
  await page.getByLabel('Vaihda asiakkuutta').selectOption({ label: 'Kuusela Rakennus Oy' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yritys: Kuusela Rakennus Oy');
  await expectAccessible(page);
  await openLoan(page, 'Yritysluottoraja', { ...FI_MENU, loans: 'Yrityslainat' });
  await expect(page).toHaveURL(/\/bank\/company\/loans\/limit\/[^/]+\/details$/);
  await expect(
    page.getByText(
      '12 kuukauden luottorajasopimus on päättynyt, joten luottorajasta ei voi enää tehdä nostoja.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nosta luottorajasta' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nosta luottorajasta' })).toHaveCount(0);
  await expect(page.getByText('Maksa tilisiirrolla')).toBeVisible();
  await expectAccessible(page);
});

test('a view-only customer sees every loan action disabled, and why', async ({
  page,
  problems,
}) => {
  void problems;
  const viewOnly = fiErrors.view_only;
  const expectDisabled = async (name: string) => {
    const button = page.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(viewOnly);
  };
  await logIn(page, DEMO.pekka);
  await expectDisabled('Maksa erä');
  await expect(page.getByRole('button', { name: 'Siirrä eräpäivää' })).toBeDisabled();
  await expectAccessible(page);

  await openLoan(page, 'Venelaina');
  for (const name of ['Maksa erä', 'Lyhennysvapaa kuukausi', 'Korota lainaa']) {
    await expectDisabled(name);
  }
  await expect(page.getByRole('main').getByText(viewOnly).first()).toBeVisible();
  await expectAccessible(page);

  await openLoan(page, 'Joustoluotto');
  for (const name of ['Nosta luottorajasta', 'Lyhennä luottorajaa']) await expectDisabled(name);
  await expectAccessible(page);
});
