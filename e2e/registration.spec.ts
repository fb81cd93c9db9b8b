import type { Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../api/apiError';
import { pinLogin } from '../api/quickLogin';
import { sandboxOutbox } from '../api/sandboxOutbox';
import { expect, expectAccessible, logIn, test } from './bank';

/**
 * A person becomes a customer, and a customer comes back by the quick ways in: registration with
 * the phone's SMS code; then the login by SMS code, a PIN for the device after a strong login, and
 * the PIN locked by wrong tries. The second journey is a demo customer's, not the first one's
 * new customer: each journey can be retried alone.
 */

const HELMI = 'Helmi Rekola';
const HELMI_PHONE = '+358401239876';
/**
 * A demo customer whose phone the bank has verified, so the SMS code can go to it, and whose
 * phone no other journey changes (Tiina's card application does change hers).
 */
const EMILIA = 'Emilia Lehtonen';
const EMILIA_ID = '190401A984F';
const EMILIA_PHONE = '+358468901234';

/** The code of the latest SMS to `recipient`, as the customer's own session reads the outbox. */
async function smsCodeTo(page: Page, recipient: string): Promise<string> {
  const answer = await page.request.get(sandboxOutbox.path, {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const sms = sandboxOutbox.response
    .parse(await answer.json())
    .find((message) => message.Channel === 'sms' && message.Recipient === recipient);
  const code = /\b(\d{4})\b/.exec(sms?.Body ?? '')?.[1];
  expect(code, `an SMS code to ${recipient}`).toBeDefined();
  return code!;
}

/** The login page, turned to by keyboard: the bank (and its SMS and PIN parts) then starts. */
async function openLoginPage(page: Page) {
  await page.goto('/bank/login');
  await page.keyboard.press('Tab');
}

/**
 * Types a code into its boxes as a person does: a tap on the first box, then the digits. The tap
 * waits until the box can be used: a box under the bank's loading cover (while the customer's
 * details load) is inert, and a code typed there would go nowhere.
 */
async function typeCode(page: Page, group: string, code: string) {
  await page.getByRole('group', { name: group }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

/** One PIN login try, done once the bank has answered it. */
async function tryPin(page: Page, pin: string) {
  const answered = page.waitForResponse((answer) => answer.url().endsWith(pinLogin.path));
  await typeCode(page, 'PIN-koodi', pin);
  await answered;
}

test('a new person registers with the SMS code, lands in an empty bank and opens a payment account', async ({
  page,
  problems,
}) => {
  void problems;
  await page.goto('/open/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Ryhdy asiakkaaksi' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Tunnistaudu' }).click();
  await page.getByRole('button', { name: new RegExp(`Tunnistaudu: ${HELMI}`) }).click();

  await expect(page.getByRole('heading', { name: 'Yhteystietosi' })).toBeVisible();
  await expect(page.getByText('Hei Helmi! Tunnistautuminen onnistui.')).toBeVisible();
  await page.getByRole('button', { name: 'Lähetä vahvistuskoodi' }).click();
  await expect(page.getByLabel('Sähköpostiosoite')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await page
    .getByRole('group', { name: 'Matkapuhelinnumero' })
    .getByLabel('Numero')
    .fill('040 123 9876');
  await page.getByLabel('Sähköpostiosoite').fill('helmi.rekola@example.com');
  await page.getByLabel('Katuosoite').fill('Kauppakatu 3 A 1');
  await page.getByLabel('Postinumero').fill('40100');
  await page.getByLabel('Postitoimipaikka').fill('Jyväskylä');
  await page.getByRole('button', { name: 'Lähetä vahvistuskoodi' }).click();
  await expect(page.getByText(/Lähetimme tekstiviestillä 4-numeroisen koodin/)).toBeVisible();
  await typeCode(page, 'Vahvistuskoodi', await smsCodeTo(page, HELMI_PHONE));

  await expect(page.getByRole('heading', { name: 'Asiakkaan tuntemistiedot' })).toBeVisible();
  await expectAccessible(page);
  const question = (name: RegExp) => page.getByRole('radiogroup', { name });
  await question(/poliittisesti vaikutusvaltainen/)
    .getByRole('radio', { name: 'Ei' })
    .click();
  await question(/omissa asioissasi/)
    .getByRole('radio', { name: 'Kyllä' })
    .click();
  await page.getByLabel('Mihin käytät pankkia pääasiassa?').selectOption({ label: 'Säästäminen' });
  await page.getByLabel('Mistä varasi pääasiassa tulevat?').selectOption({ label: 'Palkka' });
  await page
    .getByLabel('Paljonko tileillesi tulee rahaa kuukaudessa?')
    .selectOption({ label: 'Alle 1 000 €' });
  await page.getByRole('button', { name: 'Ryhdy asiakkaaksi' }).click();

  await expect(page.getByRole('heading', { name: 'Olet nyt asiakkaamme' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Avaa käyttötili' }).click();
  await page.getByRole('checkbox', { name: /Hyväksyn ehdot/ }).check();
  await page.getByRole('button', { name: 'Avaa tili' }).click();
  await page
    .getByRole('dialog', { name: 'Avataanko tili?' })
    .getByRole('button', { name: 'Kyllä' })
    .click();
  await expect(page.getByRole('heading', { name: 'Tili on avattu' })).toBeVisible();
  await expectAccessible(page);
});

test('a customer logs in by SMS code, sets a PIN after a strong login, logs in by PIN, and three wrong PINs lock it', async ({
  page,
  browser,
  problems,
}) => {
  // By SMS code: the code is read from the outbox by the customer's session in another browser.
  await openLoginPage(page);
  await page.getByRole('button', { name: 'Kirjaudu tekstiviestikoodilla' }).click();
  await page.getByLabel('Henkilötunnus').fill(EMILIA_ID);
  await page
    .getByRole('group', { name: 'Matkapuhelinnumero' })
    .getByLabel('Numero')
    .fill('046 890 1234');
  await page.getByRole('button', { name: 'Lähetä koodi' }).click();
  await expect(page.getByText(/Jos tiedot vastaavat asiakkaamme tietoja/)).toBeVisible();
  await expectAccessible(page);
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const reader = await other.newPage();
  await logIn(reader, EMILIA, { fresh: true });
  const code = await smsCodeTo(reader, EMILIA_PHONE);
  await other.close();
  await typeCode(page, 'Kirjautumiskoodi', code);
  await page.waitForURL('**/bank/home');
  await expect(page.getByRole('heading', { level: 1, name: /Emilia/ })).toBeVisible();

  // Not strong: no PIN on the SMS session's word.
  await page.goto('/bank/customer/device-pin');
  await typeCode(page, 'Uusi PIN-koodi', '2580');
  await expect(
    page.getByText('PIN-koodin voi asettaa vain tunnistautumalla kirjautuneena.'),
  ).toBeVisible();
  // The browser logs the bank's refusal (403) it was meant to get.
  const refused = problems.findIndex((problem) => /status of 403/.test(problem));
  expect(refused).toBeGreaterThanOrEqual(0);
  problems.splice(refused, 1);

  // After a strong login the PIN is set for this browser.
  await logIn(page, EMILIA, { fresh: true });
  await page.goto('/bank/customer/device-pin');
  await expectAccessible(page);
  await typeCode(page, 'Uusi PIN-koodi', '2580');
  await expect(page.getByText('PIN-koodi on asetettu tälle laitteelle.')).toBeVisible();

  await page.context().clearCookies({ name: 'vp_session' });
  await openLoginPage(page);
  await expect(page.getByRole('heading', { name: 'Kirjaudu PIN-koodilla' })).toBeVisible();
  await expectAccessible(page);
  await typeCode(page, 'PIN-koodi', '2580');
  await page.waitForURL('**/bank/home');

  await page.context().clearCookies({ name: 'vp_session' });
  await openLoginPage(page);
  // The first two refusals read alike: each try waits for the bank's answer before the next.
  for (const expected of [/epäonnistui/, /epäonnistui/, /lukittu/]) {
    await tryPin(page, '0852');
    await expect(page.getByText(expected)).toBeVisible();
  }
  await tryPin(page, '2580');
  await expect(page.getByText(/PIN-koodi on lukittu/)).toBeVisible();
  await expect(page).toHaveURL(/\/bank\/login/);
});
