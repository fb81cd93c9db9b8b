import { OWN_STATE_BANK } from '../playwright.config';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

/**
 * The customer's own pages of issue 14: Liisa, whose KYC has expired, renews it by the survey
 * and may act again; a company names its contact person and sees who may act for it.
 *
 * On a bank of its own: the other journeys rely on Liisa's KYC staying expired.
 */
test.use({ baseURL: OWN_STATE_BANK });

test('a customer whose KYC expired renews it by the survey and may act again', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.liisa, { fresh: true });
  const menu = page.getByRole('navigation', { name: 'Päävalikko' });
  await menu.getByRole('link', { name: 'Omat tiedot', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Omat tiedot' })).toBeVisible();
  await expect(page.getByText(/^Tietosi vanhenivat/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Muuta osoitetta' })).toBeHidden();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Päivitä tuntemistiedot' }).click();
  await page.getByRole('button', { name: 'Lähetä vastaukset' }).click();
  await expect(page.getByText('Valitse, mihin käytät pankkia')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Mihin käytät pankkia pääasiassa?').selectOption('DailyBanking');
  await page.getByLabel('Mistä varasi pääasiassa tulevat?').selectOption('Pension');
  await page.getByLabel('Paljonko tileillesi tulee rahaa kuukaudessa?').selectOption('Under1000');
  await page
    .getByRole('radiogroup', { name: /poliittisesti vaikutusvaltainen/ })
    .getByRole('radio', { name: 'Ei' })
    .click();
  // By keyboard: the yes/no question is one tab stop, chosen with the arrow keys.
  const own = page.getByRole('radiogroup', { name: /omissa asioissasi/ });
  await own.getByRole('radio', { name: 'Kyllä' }).focus();
  await page.keyboard.press('Space');
  await expect(own.getByRole('radio', { name: 'Kyllä' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Lähetä vastaukset' }).click();

  await expect(page.getByText(/^Tuntemistietosi on päivitetty/)).toBeVisible();
  await expect(page.getByText(/^Tietosi ovat voimassa/)).toBeVisible();
  await expect(page.getByText(/Asiakastietosi ovat vanhentuneet/)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Muuta osoitetta' })).toBeVisible();
  await expectAccessible(page);
});

test('a company names its contact person and sees who is authorised to its web bank', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.jukka, { fresh: true });
  await page.getByLabel('Vaihda asiakkuutta').selectOption({ label: 'Kuusela Rakennus Oy' });
  const menu = page.getByRole('navigation', { name: 'Päävalikko' });
  await menu.getByRole('link', { name: 'Yhteyshenkilö', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yhteyshenkilö' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Jukka Kuusela' })).toBeVisible();
  const authorized = page.getByRole('list', { name: 'Valtuutetut henkilöt' });
  await expect(authorized.getByRole('listitem')).toHaveText([
    'Jukka Kuusela: Pääkäyttäjä (Toimitusjohtaja)',
    'Sanna Heikkinen: Kortinhaltija',
  ]);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Vaihda yhteyshenkilö' }).click();
  await page.getByLabel('Etunimi').fill('Teemu');
  await page.getByLabel('Sukunimi').fill('Laaksonen');
  await page.getByLabel('Sähköposti').fill('teemu');
  await page.getByRole('button', { name: 'Tallenna yhteyshenkilö' }).click();
  await expect(page.getByLabel('Sähköposti')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await page.getByLabel('Sähköposti').fill('teemu@kuuselarakennus.example');
  await page.getByRole('button', { name: 'Tallenna yhteyshenkilö' }).click();
  await expect(page.getByText('Yhteyshenkilö tallennettu.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Teemu Laaksonen' })).toBeVisible();
  await expectAccessible(page);
});
