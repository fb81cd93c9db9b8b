import { expect, expectAccessible, logIn, test } from './bank';

/**
 * Ilkka Lehmus, a loan broker, applies for a FlexLoan on Saariston Logistiikka Oy's behalf; Kaisa
 * Saaristo, its signatory, opens the link in her own session (another browser context) and
 * confirms it by strong identification; the credit decision grants it, which the broker sees.
 */
test('a broker applies for a company and its signatory confirms the application', async ({
  page,
  browser,
  problems,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logIn(page, 'Ilkka Lehmus');
  await page.goto('/bank/broker');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Välittäjän lainahakemukset' }),
  ).toBeVisible();
  await expect(page.getByText('Ilkka Lehmus, Lehmus Rahoituspalvelut Oy')).toBeVisible();
  await page.getByLabel('Yrityksen Y-tunnus').fill('9823157-8');
  await page.getByLabel('Lainatyyppi').selectOption('FlexLoan');
  await page.getByLabel('Käyttötarkoitus').selectOption('WorkingCapital');
  await page.getByLabel('Yrityksen sähköposti').fill('toimisto@saaristonlogistiikka.example');
  await page.getByLabel('Yrityksen puhelinnumero').fill('040 555 6677');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Lähetä asiakkaan vahvistettavaksi' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'vahvistuslinkki' });
  const link = (await sent.locator('code').textContent()) ?? '';
  expect(link).toMatch(/^\/bank\/broker-confirmation\//);
  const mine = page.getByRole('list', { name: 'Tekemäsi hakemukset' }).getByRole('listitem');
  await expect(mine.filter({ hasText: link })).toContainText('Odottaa asiakkaan vahvistusta');
  await expectAccessible(page);

  // Kaisa, in a browser of her own, confirms it by strong identification.
  const kaisaContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const kaisa = await kaisaContext.newPage();
  await kaisa.setViewportSize({ width: 375, height: 812 });
  await logIn(kaisa, 'Kaisa Saaristo');
  await kaisa.goto(link);
  await expect(
    kaisa.getByRole('heading', { level: 1, name: 'Välittäjän lainahakemus' }),
  ).toBeVisible();
  await expect(kaisa.getByText('Saariston Logistiikka Oy (9823157-8)')).toBeVisible();
  await expectAccessible(kaisa);
  await kaisa.getByRole('button', { name: 'Vahvista tunnistautumalla' }).click();
  await expect(kaisa.getByRole('heading', { name: 'Vahvista toimenpide' })).toBeVisible();
  await expect(
    kaisa.getByText(/Lehmus Rahoituspalvelut Oy.*Saariston Logistiikka Oy/),
  ).toBeVisible();
  await kaisa.getByRole('button', { name: /^Vahvista/ }).click();
  await expect(kaisa.getByText('Hakemus on vahvistettu.')).toBeVisible();
  await expect(kaisa.getByRole('link', { name: 'Siirry hakemukseen' })).toBeVisible();
  await expectAccessible(kaisa);
  await kaisaContext.close();

  // The broker sees the decision on the application he made.
  await page.reload();
  await expect(
    page
      .getByRole('list', { name: 'Tekemäsi hakemukset' })
      .getByRole('listitem')
      .filter({ hasText: 'Myönnetty, odottaa allekirjoituksia' }),
  ).toHaveCount(1);
  expect(problems).toEqual([]);
});
