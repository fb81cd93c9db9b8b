import { DEMO, expect, expectAccessible, logIn, takenOver, test } from './bank';

// A returning browser's service worker would hand the page the scripts the route holds back.
test.describe('before the bank’s service worker is installed', () => {
  test.use({ serviceWorkers: 'block' });

  test('the login page paints before its script runs, and is accessible', async ({
    page,
    problems,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/bank/login');
    await expect(page.getByRole('heading', { name: 'Kirjaudu verkkopankkiin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tunnistaudu' })).toBeVisible();
    problems.length = 0;
    await page.unroute('**/assets/*.js');
    await page.goto('/bank/login');
    await expect(page).toHaveTitle('Kirjaudu – Verkkopankki');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expectAccessible(page);
  });
});

test('the login page starts the bank when the visitor turns to it, and keeps the keyboard focus', async ({
  page,
  problems,
}) => {
  void problems;
  await page.goto('/bank/login');
  await page.waitForLoadState('networkidle');
  const identify = page.getByRole('button', { name: 'Tunnistaudu' });
  expect(await takenOver(identify)).toBe(false);

  await identify.focus();
  await expect.poll(() => takenOver(identify)).toBe(true);
  await expect(identify).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Hiekkalaatikkopankin tunnistus' })).toBeVisible();
});

test('the sandbox identification page is accessible and can be cancelled', async ({
  page,
  problems,
}) => {
  void problems;
  await page.goto('/bank/login');
  await page.getByRole('button', { name: 'Tunnistaudu' }).click();
  await expect(page.getByRole('heading', { name: 'Hiekkalaatikkopankin tunnistus' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Keskeytä tunnistus' }).click();
  await page.waitForURL('**/bank/login?error=authentication_aborted');
  await expect(page.getByRole('alert')).toContainText('Tunnistautuminen keskeytettiin.');
});

const homes: [string, RegExp][] = [
  [DEMO.aino, /Hei Aino!/],
  [DEMO.mikko, /Hei Mikko!/],
  [DEMO.liisa, /Hei Liisa!/],
  [DEMO.pekka, /Hei Pekka!/],
  [DEMO.tiina, /Hei Tiina!/],
  [DEMO.jukka, /Hei Jukka!/],
  [DEMO.sanna, /Yritys: Kuusela Rakennus Oy/],
  [DEMO.olli, /Hei Olli!/],
  [DEMO.emilia, /Hei Emilia!/],
];

for (const [name, heading] of homes) {
  test(`${name} logs in and sees their own home page`, async ({ page, problems }) => {
    void problems;
    await logIn(page, name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle('Etusivu – Verkkopankki');
    await expect(page.getByRole('navigation', { name: 'Päävalikko' })).toBeVisible();
    await expectAccessible(page);
  });
}

test('the home page shows the accounts with balances and the next loan instalment', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.aino);
  await expect(page.getByRole('heading', { name: /Käyttötilit/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Säästötilit/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Määräaikaistalletukset/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Kuluton käyttötili/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seuraava maksuerä' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Maksa erä' })).toBeVisible();
});

test('a person without accounts is told so', async ({ page, problems }) => {
  void problems;
  await logIn(page, DEMO.emilia);
  await expect(page.getByText('Sinulla ei ole vielä tilejä tässä pankissa.')).toBeVisible();
});
