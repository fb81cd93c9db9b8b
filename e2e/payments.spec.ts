import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { createVirtualBarcode } from '../domain/payments/barcode';
import { formatDate, parseIsoDate, toIsoDate } from '../domain/dates/dates';
import { formatIban } from '../domain/payments/iban';
import { formatMoney, parseEuroAmount } from '../domain/money/money';
import { fiPayments } from '../i18n/fi/payments';
import {
  createFinnishReference,
  formatReference,
  toRfReference,
} from '../domain/payments/reference';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

// The longest journey file, and each of its journeys stands alone: both workers share them (each
// on its own bank), so that neither waits alone for the other at the end of the run.
test.describe.configure({ mode: 'parallel' });

/**
 * Payees the sandbox's verification of payee knows (server/services/payeeDirectory.ts): Helen
 * Oy's made-up account in another bank answers by name; an account of another bank outside the
 * directory cannot be checked (NotPossible).
 */
const HELEN = { iban: 'FI5910000071000218', name: 'Helen Oy' };
const UNKNOWN_BANK_IBAN = 'FI0350000059999911';
const PAYMENT_ACCOUNT = 'Kuluton käyttötili';

/** The bank's calendar day, as the journeys' browser (Europe/Helsinki) sees it. */
function bankToday(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());
}

/** Cents as a customer types them: `12,50`. */
function typed(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** A day as the due date field shows it in Finnish: `5.12.2026`. */
function shownDay(day: string): string {
  return format(parseIsoDate(day)!, 'd.M.yyyy');
}

function daysAhead(days: number): string {
  return toIsoDate(addDays(parseIsoDate(bankToday())!, days));
}

/** Chooses the account whose line in the select starts with the given name. */
async function chooseAccount(page: Page, label: string, name: string): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  const option = select.locator('option').filter({ hasText: new RegExp(`^${name}`) });
  await select.selectOption((await option.first().getAttribute('value'))!);
}

/** The balance the account select shows after the account's name and IBAN. */
async function balanceInSelect(page: Page, label: string): Promise<number> {
  const option = page.getByLabel(label, { exact: true }).locator('option:checked');
  const text = (await option.textContent()) ?? '';
  const balance = parseEuroAmount(text.split('·').at(-1) ?? '');
  expect(balance, `a balance in "${text}"`).not.toBeNull();
  return balance!;
}

async function openNewPayment(page: Page): Promise<number> {
  await page.goto('/bank/accounts/transfer');
  await expect(page.getByRole('heading', { level: 1, name: 'Uusi maksu' })).toBeVisible();
  await expect(page).toHaveTitle('Uusi maksu – Verkkopankki');
  await chooseAccount(page, 'Veloitettava tili', PAYMENT_ACCOUNT);
  await expectAccessible(page);
  return balanceInSelect(page, 'Veloitettava tili');
}

/** The payee's fields are the payment form's own: typed in, they are sent with 'Jatka'. */
async function enterPayee(page: Page, iban: string, name: string): Promise<void> {
  await page.getByLabel('Saajan tilinumero').fill(iban);
  await page.getByLabel('Saajan nimi').fill(name);
}

/**
 * From the verification page through the sandbox identification (which must show what is
 * approved) to the receipt; returns the balance the receipt shows.
 */
async function confirmAndPay(page: Page, approval: { amount: number; payee: string }) {
  await page.getByRole('button', { name: 'Vahvista maksu' }).click();
  await expect(page.getByRole('heading', { name: 'Vahvista toimenpide' })).toBeVisible();
  const approvalText = page.getByTestId('approval');
  await expect(approvalText).toContainText(formatMoney(approval.amount));
  await expect(approvalText).toContainText(approval.payee);
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Vahvista/ }).click();
  await page.waitForURL('**/bank/accounts/transfer/receipt?**status=ok');
  await expect(page.getByRole('heading', { level: 1, name: 'Kuitti' })).toBeVisible();
  await expect(page).toHaveTitle('Kuitti – Verkkopankki');
}

async function receiptBalance(page: Page): Promise<number> {
  const balance = page.getByRole('definition').last();
  await expect(balance).toContainText('€');
  return parseEuroAmount((await balance.textContent())?.split('€')[0] ?? '')!;
}

/** The payment is on the account's page among its transactions, and the balance moved. */
async function expectOnAccountPage(
  page: Page,
  payment: { payee: string; message: string; amount: number; balance: number },
) {
  await page.getByRole('link', { name: 'Siirry tilille' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PAYMENT_ACCOUNT })).toBeVisible();
  const row = page
    .locator('main li')
    .filter({ hasText: payment.payee })
    .filter({ hasText: payment.message });
  await expect(row).toContainText(formatMoney(-payment.amount));
  await expect(page.locator('main')).toContainText(formatMoney(payment.balance));
  await expectAccessible(page);
}

const verifications = [
  { result: 'Match', name: HELEN.name, iban: HELEN.iban, shownPayee: HELEN.name },
  { result: 'CloseMatch', name: 'Helem Oy', iban: HELEN.iban, shownPayee: HELEN.name },
  { result: 'NoMatch', name: 'Matti Meikäläinen', iban: HELEN.iban, shownPayee: 'Matti' },
  {
    result: 'NotPossible',
    name: 'Tuntematon Saaja',
    iban: UNKNOWN_BANK_IBAN,
    shownPayee: 'Tuntematon',
  },
] as const;

for (const [index, case_] of verifications.entries()) {
  test(`a new payee by IBAN, verification ${case_.result}, is paid and booked`, async ({
    page,
    problems,
  }) => {
    void problems;
    const amount = 1_000 + index * 111;
    const message = `Testimaksu ${case_.result}`;
    await logIn(page, DEMO.aino);
    const before = await openNewPayment(page);
    await enterPayee(page, case_.iban, case_.name);
    await page.getByLabel('Summa (€)').fill(typed(amount));
    await page.getByLabel('Viesti saajalle').fill(message);
    if (case_.result === 'Match') await page.getByLabel('Tallenna saaja luetteloon').check();
    await page.getByRole('button', { name: 'Jatka' }).click();

    await page.waitForURL('**/bank/accounts/transfer/payee-verification');
    await expect(page).toHaveTitle('Saajan tarkistus – Verkkopankki');
    const texts = fiPayments.payeeVerification[case_.result];
    await expect(page.getByText(texts.title, { exact: true })).toBeVisible();
    await expect(page.getByText(texts.text)).toBeVisible();
    await expect(page.getByText(formatIban(case_.iban))).toBeVisible();
    await expectAccessible(page);
    if (case_.result === 'CloseMatch') {
      await page.getByRole('button', { name: 'Vahvista maksu' }).click();
      await expect(page.getByText('Valitse, kumpaa nimeä käytetään.')).toBeVisible();
      await page.getByRole('radio', { name: `Tilinomistajan nimi: ${HELEN.name}` }).click();
    }
    if (case_.result === 'NoMatch') {
      await page.getByRole('button', { name: 'Vahvista maksu' }).click();
      await expect(
        page.getByText('Vahvista, että ymmärrät riskin, ennen kuin jatkat.'),
      ).toBeVisible();
      await page.getByLabel(/Ymmärrän, että raha voi mennä väärälle saajalle/).check();
    }
    await confirmAndPay(page, { amount, payee: case_.shownPayee });

    await expect(page.getByText('Maksu on maksettu')).toBeVisible();
    await expectAccessible(page);
    const after = await receiptBalance(page);
    expect(after).toBe(before - amount);
    await expectOnAccountPage(page, { payee: case_.shownPayee, message, amount, balance: after });
    if (case_.result === 'Match') {
      await page.goto('/bank/accounts/transfer');
      await page.getByRole('tab', { name: 'Saajaluettelo' }).click();
      await expect(
        page.getByRole('button', { name: `Poista maksunsaaja ${HELEN.name}` }),
      ).toBeVisible();
    }
  });
}

test('a company pays a new payee, verified as a person’s payment is', async ({
  page,
  problems,
}) => {
  void problems;
  const amount = 2_345;
  await logIn(page, DEMO.jukka, { fresh: true });
  await page.getByLabel('Vaihda asiakkuutta').selectOption({ label: 'Kuusela Rakennus Oy' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yritys: Kuusela Rakennus Oy');
  await page.goto('/bank/accounts/transfer');
  await chooseAccount(page, 'Veloitettava tili', 'Päätili');
  const before = await balanceInSelect(page, 'Veloitettava tili');
  await enterPayee(page, HELEN.iban, HELEN.name);
  await page.getByLabel('Summa (€)').fill(typed(amount));
  await page.getByRole('button', { name: 'Jatka' }).click();

  await page.waitForURL('**/bank/accounts/transfer/payee-verification');
  await expect(
    page.getByText(fiPayments.payeeVerification.Match.title, { exact: true }),
  ).toBeVisible();
  await confirmAndPay(page, { amount, payee: HELEN.name });
  expect(await receiptBalance(page)).toBe(before - amount);
});

test('Takaisin keeps everything typed; a cancelled identification keeps the draft', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.aino);
  await openNewPayment(page);
  await enterPayee(page, HELEN.iban, HELEN.name);
  await page.getByLabel('Summa (€)').fill('7,25');
  await page.getByLabel('Viitenumero').fill(createFinnishReference('4321'));
  await page.getByLabel('Viesti saajalle').fill('Sekä viesti');
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByText('Anna joko viitenumero tai viesti, ei molempia')).toBeVisible();
  await page.getByLabel('Viesti saajalle').fill('');
  await page.getByRole('button', { name: 'Jatka' }).click();
  await page.waitForURL('**/payee-verification');

  await page.getByRole('button', { name: 'Takaisin' }).click();
  await expect(page.getByLabel('Summa (€)')).toHaveValue('7,25');
  await expect(page.getByLabel('Saajan tilinumero')).toHaveValue(formatIban(HELEN.iban));
  await page.getByRole('button', { name: 'Jatka' }).click();
  await page.waitForURL('**/payee-verification');

  await page.getByRole('button', { name: 'Vahvista maksu' }).click();
  await page.getByRole('button', { name: 'Keskeytä tunnistus' }).click();
  await page.waitForURL('**/payee-verification?status=cancel');
  await expect(
    page.getByText('Maksun vahvistaminen keskeytettiin. Maksua ei tehty.'),
  ).toBeVisible();
  await expect(page.getByText(formatMoney(725))).toBeVisible();
  await expectAccessible(page);
});

test('a saved payee is paid from the payee list', async ({ page, problems }) => {
  void problems;
  await logIn(page, DEMO.aino);
  const before = await openNewPayment(page);
  await page.getByRole('tab', { name: 'Saajaluettelo' }).click();
  await page.getByRole('button', { name: /^Sähkö/ }).click();
  await expect(page.getByLabel('Saajan nimi')).toHaveValue('Virta Sähkö Oy');
  await page.getByLabel('Summa (€)').fill('42,10');
  await page.getByLabel('Viitenumero').fill(createFinnishReference('55120876'));
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(
    page.getByText(fiPayments.payeeVerification.Match.title, { exact: true }),
  ).toBeVisible();
  await confirmAndPay(page, { amount: 4_210, payee: 'Virta Sähkö Oy' });
  await expect(page.getByText('Maksu on maksettu')).toBeVisible();
  expect(await receiptBalance(page)).toBe(before - 4_210);
});

for (const version of [4, 5] as const) {
  test(`an invoice is paid from a version ${version} virtual barcode`, async ({
    page,
    problems,
  }) => {
    void problems;
    const national = createFinnishReference(`86851625961${version}`);
    const reference = version === 5 ? toRfReference(national) : national;
    const barcode = createVirtualBarcode({
      iban: HELEN.iban,
      amountCents: 8_990 + version,
      reference,
      dueDate: bankToday(),
    });
    await logIn(page, DEMO.aino);
    const before = await openNewPayment(page);
    await page.getByRole('tab', { name: 'Lue viivakoodi' }).click();
    await page.getByLabel('Virtuaaliviivakoodi').fill(barcode);
    await page.getByRole('button', { name: 'Lue', exact: true }).click();
    await expect(page.getByLabel('Saajan tilinumero')).toHaveValue(formatIban(HELEN.iban));
    await page.getByLabel('Saajan nimi').fill(HELEN.name);
    await expect(page.getByLabel('Summa (€)')).toHaveValue(`89,9${version}`);
    await expect(page.getByLabel('Viitenumero')).toHaveValue(formatReference(reference));
    await expect(page.getByLabel('Eräpäivä')).toHaveValue(shownDay(bankToday()));
    await page.getByRole('button', { name: 'Jatka' }).click();
    await expect(
      page.getByText(fiPayments.payeeVerification.Match.title, { exact: true }),
    ).toBeVisible();
    await confirmAndPay(page, { amount: 8_990 + version, payee: HELEN.name });
    await expect(page.getByText('Maksu on maksettu')).toBeVisible();
    expect(await receiptBalance(page)).toBe(before - 8_990 - version);
  });
}

test('a future-dated payment waits in future payments and can be removed', async ({
  page,
  problems,
}) => {
  void problems;
  const dueDate = daysAhead(9);
  await logIn(page, DEMO.aino);
  const before = await openNewPayment(page);
  await enterPayee(page, HELEN.iban, HELEN.name);
  await page.getByLabel('Summa (€)').fill('61,00');
  await page.getByLabel('Eräpäivä').fill(dueDate);
  await page.getByLabel('Viesti saajalle').fill('Tuleva lasku');
  await page.getByRole('button', { name: 'Jatka' }).click();
  await page.waitForURL('**/payee-verification');
  await confirmAndPay(page, { amount: 6_100, payee: HELEN.name });
  await expect(
    page.getByText(`Maksu on tallennettu eräpäivälle ${formatDate(dueDate)}`),
  ).toBeVisible();
  expect(await receiptBalance(page)).toBe(before);

  await page.getByRole('link', { name: 'Tulevat maksut' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tulevat maksut' })).toBeVisible();
  await expect(page).toHaveTitle('Tulevat maksut – Verkkopankki');
  const row = page.locator('main li').filter({ hasText: 'Tuleva lasku' });
  await expect(row).toContainText(formatDate(dueDate));
  await expect(row).toContainText(formatMoney(-6_100));
  await expectAccessible(page);
  await row.getByRole('button', { name: `Poista maksu: ${HELEN.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Poistetaanko tuleva maksu?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Kyllä' }).click();
  await expect(page.getByText('Tuleva maksu on poistettu.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an instant payment is paid today, at once', async ({ page, problems }) => {
  void problems;
  await logIn(page, DEMO.aino);
  const before = await openNewPayment(page);
  await enterPayee(page, HELEN.iban, HELEN.name);
  await page.getByLabel('Summa (€)').fill('15,40');
  await page.getByLabel('Eräpäivä').fill(daysAhead(3));
  await page.getByRole('radio', { name: 'Pikamaksu' }).click();
  await expect(page.getByLabel('Eräpäivä')).toHaveValue(shownDay(bankToday()));
  await expect(page.getByLabel('Eräpäivä')).toHaveAttribute('readonly', '');
  await expect(
    page.getByText(/turvarajoissa asetettuja pikamaksujen enimmäismääriä/),
  ).toBeVisible();
  await page.getByLabel('Viesti saajalle').fill('Pikamaksu testi');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByRole('definition').filter({ hasText: /^Pikamaksu$/ })).toBeVisible();
  await confirmAndPay(page, { amount: 1_540, payee: HELEN.name });
  await expect(page.getByText('Maksu on maksettu')).toBeVisible();
  expect(await receiptBalance(page)).toBe(before - 1_540);
});

test('a future payment is edited with strong identification', async ({ page, problems }) => {
  void problems;
  await logIn(page, DEMO.aino);
  await openNewPayment(page);
  await enterPayee(page, HELEN.iban, HELEN.name);
  await page.getByLabel('Summa (€)').fill('33,00');
  await page.getByLabel('Eräpäivä').fill(daysAhead(5));
  await page.getByLabel('Viesti saajalle').fill('Muutettava lasku');
  await page.getByRole('button', { name: 'Jatka' }).click();
  await page.waitForURL('**/payee-verification');
  await confirmAndPay(page, { amount: 3_300, payee: HELEN.name });
  // The receipt page completes the payment: only then is it a future payment.
  await expect(page.getByText(/^Maksu on tallennettu eräpäivälle/)).toBeVisible();
  await page.goto('/bank/accounts/future-payments');
  const row = page.locator('main li').filter({ hasText: 'Muutettava lasku' });
  await row.getByRole('button', { name: `Muokkaa maksua: ${HELEN.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Muokkaa tulevaa maksua' });
  await expect(dialog.getByLabel('Summa (€)')).toHaveValue('33,00');
  await dialog.getByLabel('Summa (€)').fill('0');
  await dialog.getByRole('button', { name: 'Vahvista muutos' }).click();
  await expect(dialog.getByText('Syötä arvoksi vähintään 0,01 €')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Summa (€)').fill('44,50');
  await dialog.getByLabel('Eräpäivä').fill(daysAhead(6));
  await dialog.getByRole('button', { name: 'Vahvista muutos' }).click();
  await expect(page.getByRole('heading', { name: 'Vahvista toimenpide' })).toBeVisible();
  await page.getByRole('button', { name: /^Vahvista/ }).click();
  await page.waitForURL('**/bank/accounts/future-payments?**status=ok');
  await expect(page.getByText('Tulevan maksun muutos on tallennettu.')).toBeVisible();
  await expect(row).toContainText(formatMoney(-4_450));
  await expect(row).toContainText(formatDate(daysAhead(6)));
  await expectAccessible(page);
});

test('an own transfer moves money between the payment and savings accounts', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.aino);
  await page.goto('/bank/accounts/internal-transfer');
  await expect(page.getByRole('heading', { level: 1, name: 'Oma siirto' })).toBeVisible();
  await expect(page).toHaveTitle('Oma siirto – Verkkopankki');
  await chooseAccount(page, 'Tililtä', PAYMENT_ACCOUNT);
  const from = await balanceInSelect(page, 'Tililtä');
  await chooseAccount(page, 'Tilille', 'Säästötili');
  const to = await balanceInSelect(page, 'Tilille');
  await page.getByLabel('Summa (€)').fill('25');
  await page.getByLabel('Viesti', { exact: true }).fill('Säästöön');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByRole('heading', { name: 'Tarkista tiedot' })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Vahvista siirto' }).click();
  await expect(page.getByRole('heading', { name: 'Siirto on tehty' })).toBeVisible();
  await expect(page.getByText(`${PAYMENT_ACCOUNT}: saldo nyt`)).toBeVisible();
  const main = page.locator('main');
  await expect(main).toContainText(formatMoney(from - 2_500));
  await expect(main).toContainText(formatMoney(to + 2_500));
  await expectAccessible(page);
});

test('a withdrawal to and a deposit from the own account in another bank', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.aino);
  await page.goto('/bank/accounts/withdrawal');
  await expect(page.getByRole('heading', { level: 1, name: 'Nosto' })).toBeVisible();
  await chooseAccount(page, 'Tililtä', 'Säästötili');
  await expect(page.getByText(/maksutonta nostoa|maksuton nosto/)).toBeVisible();
  const savings = await balanceInSelect(page, 'Tililtä');
  await chooseAccount(page, 'Tilille toisessa pankissa', 'Nordea-tili');
  await page.getByLabel('Summa (€)').fill('100');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Vahvista nosto' }).click();
  await expect(page.getByRole('heading', { name: 'Nosto on tehty' })).toBeVisible();
  await expect(page.locator('main')).toContainText(formatMoney(savings - 10_000));
  await expectAccessible(page);

  await page.goto('/bank/accounts/deposit');
  await expect(page.getByRole('heading', { level: 1, name: 'Talletus' })).toBeVisible();
  await chooseAccount(page, 'Tililtä toisessa pankissa', 'Nordea-tili');
  await chooseAccount(page, 'Tilille', PAYMENT_ACCOUNT);
  const payment = await balanceInSelect(page, 'Tilille');
  await page.getByLabel('Summa (€)').fill('250,50');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByRole('heading', { name: 'Tarkista tiedot' })).toBeVisible();
  await page.getByRole('button', { name: 'Vahvista talletus' }).click();
  await expect(page.getByRole('heading', { name: 'Talletus on tehty' })).toBeVisible();
  await expect(page.locator('main')).toContainText(formatMoney(payment + 25_050));
  await expectAccessible(page);
});

test('a view-only customer cannot pay, and is told why', async ({ page, problems }) => {
  void problems;
  const readOnly =
    'Sinulla on verkkopankkiin vain katseluoikeus, joten et voi tehdä tätä toimintoa.';
  await logIn(page, DEMO.pekka);
  await page
    .getByRole('link', { name: /^Käyttötili/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Uusi maksu' })).toBeDisabled();
  await page.goto('/bank/accounts/transfer');
  await expect(page.getByRole('heading', { level: 1, name: 'Uusi maksu' })).toBeVisible();
  await expect(page.getByText('Et voi tehdä tätä toimintoa', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(readOnly).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jatka' })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/bank/accounts/internal-transfer');
  await expect(page.getByText('Et voi tehdä tätä toimintoa', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jatka' })).toHaveCount(0);
});
