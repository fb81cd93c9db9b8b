import { SHORT_IDLE_PORT } from '../playwright.config';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

test('KYC expiring soon shows the reminder; expired KYC and view-only rights say why actions are off', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.mikko);
  await expect(page.getByText(/^Asiakastiedot on päivitettävä säännöllisesti/)).toBeVisible();
  await page.getByRole('button', { name: 'Kirjaudu ulos' }).click();
  await logIn(page, DEMO.liisa);
  await expect(page.getByText(/Asiakastietosi ovat vanhentuneet/)).toBeVisible();
  await page.getByRole('button', { name: 'Kirjaudu ulos' }).click();
  await logIn(page, DEMO.pekka);
  await expect(page.getByText(/vain katseluoikeus/).first()).toBeVisible();
});

test('the company main user switches to the company view and its menus', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.jukka, { fresh: true });
  const menu = page.getByRole('navigation', { name: 'Päävalikko' });
  await expect(menu.getByRole('link', { name: 'Omat tiedot' })).toBeVisible();
  await page.getByLabel('Vaihda asiakkuutta').selectOption({ label: 'Kuusela Rakennus Oy' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yritys: Kuusela Rakennus Oy');
  for (const item of ['Yrityslainat', 'Yritys', 'Yhteyshenkilö', 'Liitteet', 'Maksuasetukset']) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Päätili/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Vaihda asiakkuutta').selectOption({ label: 'Jukka Kuusela' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hei Jukka!');
});

test('logging out ends the session: the bank’s pages no longer open', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.aino);
  await page.getByRole('button', { name: 'Kirjaudu ulos' }).click();
  await expect(page.getByText('Olet kirjautunut ulos.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/bank/home');
  await page.waitForURL('**/bank/login/logout?to=1');
  await expect(page.getByText('Istuntosi on aikakatkaistu.')).toBeVisible();
});

// The page's clock is moved: a context of the journey's own.
test.describe('with a clock of its own', () => {
  test.use({ ownContext: true });

  test('an idle session is forced out by the session check', async ({ page, problems }) => {
    void problems;
    await page.clock.install();
    await page.goto(`http://127.0.0.1:${SHORT_IDLE_PORT}/bank/login`);
    await page.getByRole('button', { name: 'Tunnistaudu' }).click();
    await page.getByRole('button', { name: new RegExp(`Tunnistaudu: ${DEMO.aino}`) }).click();
    await page.waitForURL('**/bank/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hei Aino!');
    // The bank's idle limit here is eight seconds; the page checks every 120 s.
    await page.waitForTimeout(9000);
    await page.clock.fastForward(120_000);
    await page.waitForURL('**/bank/login/logout?to=1');
    await expect(page.getByText('Istuntosi on aikakatkaistu.')).toBeVisible();
  });
});

test('the language changes to English and back, and the page says which it is', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.aino);
  await page.getByLabel('Kieli').selectOption('English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello Aino!');
  await page.getByLabel('Language').selectOption('Suomi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
});

test('a skip link leads past the menus to the content', async ({ page, problems }) => {
  void problems;
  await logIn(page, DEMO.aino);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hei Aino!');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Siirry sisältöön' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#content')).toBeFocused();
});

test('a partner brand is previewed with ?brand=, the configured one shows otherwise', async ({
  page,
  problems,
}) => {
  void problems;
  const headerColour = () =>
    page
      .locator('header')
      .first()
      .evaluate((header) => getComputedStyle(header).backgroundColor);
  await page.goto('/bank/login');
  // The prerendered header is replaced when the app starts: read the one that stays.
  await expect.poll(headerColour).toBe('rgb(8, 77, 45)');
  await page.goto('/bank/login?brand=corporate');
  await expect(page.getByRole('heading', { name: 'Kirjaudu verkkopankkiin' })).toBeVisible();
  await expect.poll(headerColour).toBe('rgb(11, 37, 69)');
  await expectAccessible(page);
});

// The bank's service worker passes the page's requests on itself, where Playwright's routes do not
// reach them: blocked here, so the refusal below is the page's.
test.describe('with no service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('own details show what the bank has; a failed load says so and trying again brings them', async ({
    page,
  }) => {
    await logIn(page, DEMO.aino);
    // Refused until the page has said so: the link's prefetch may ask first, and the page after it.
    let refusing = true;
    await page.route('**/api/bank/customerdetails*', async (route) => {
      if (!refusing) return route.continue();
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ ErrorKey: 'unavailable', ErrorMessage: 'Palvelu ei vastaa.' }),
      });
    });
    await page
      .getByRole('navigation', { name: 'Päävalikko' })
      .getByRole('link', { name: 'Omat tiedot' })
      .click();
    await expect(page.getByText('Omien tietojen lataaminen epäonnistui.')).toBeVisible();
    await expectAccessible(page);
    refusing = false;
    await page.getByRole('button', { name: 'Yritä uudelleen' }).click();
    const details = page.locator('main dl');
    await expect(details.getByRole('term').first()).toHaveText('Nimi');
    await expect(details.getByRole('definition').first()).toHaveText(DEMO.aino);
    await expect(details).toContainText('Henkilötunnus');
    await expectAccessible(page);
  });
});
