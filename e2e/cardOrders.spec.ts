import type { Locator, Page } from '@playwright/test';
import { parseEuroAmount, type Cents } from '../domain/money/money';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

/**
 * A company's business cards: its main user orders cards, moves money to the prepaid one, and
 * looks after the invitations to hold its cards; an invited person accepts hers. Jukka and
 * Emilia log in afresh, as both switch customer (Jukka to the company, Emilia to it once she
 * holds its cards), which no later journey may inherit.
 */
const COMPANY = 'Kuusela Rakennus Oy';

/** The value a value list gives for a term. */
const valueOf = (page: Page, term: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('+ dd');

/** The shown text of an amount (its spoken twin is for screen readers), in cents. */
async function shownMoney(scope: Locator): Promise<Cents> {
  const cents = parseEuroAmount(await scope.locator('[aria-hidden="true"]').first().innerText());
  expect(cents).not.toBeNull();
  return cents!;
}

/** The pages are built for a phone first. */
const PHONE = { width: 375, height: 812 };

/** Nothing on the page is wider than the phone's screen. */
async function expectNoSideways(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

async function asTheCompany(page: Page): Promise<void> {
  await logIn(page, DEMO.jukka, { fresh: true });
  await page.getByLabel('Vaihda asiakkuutta').selectOption({ label: COMPANY });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Yritys: ${COMPANY}`);
}

/** On the sandbox's identification page: what is approved, then approve it. */
async function confirmByIdentifying(page: Page, approval: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Vahvista tunnistautumalla' }).click();
  await expect(page.getByRole('heading', { name: 'Vahvista toimenpide' })).toBeVisible();
  await expect(page.getByTestId('approval')).toHaveText(approval);
  await page.getByRole('button', { name: /^Vahvista/ }).click();
}

test('on a phone, the main user orders a business credit card and a prepaid card, and tops the prepaid card up', async ({
  page,
  problems,
}) => {
  void problems;
  await asTheCompany(page);
  await page.setViewportSize(PHONE);
  await page.goto('/bank/cards/holders');
  await expect(page.getByText('Sanna Heikkinen')).toBeVisible();
  await expectNoSideways(page);
  await page.getByRole('link', { name: 'Tilaa luotollinen yrityskortti' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tilaa luotollinen yrityskortti',
  );
  await expect(page.getByText('HIEKFIHH')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Virtuaalikortti/ })).toBeChecked();
  await page.getByLabel('Kortinhaltija').selectOption({ label: 'Sanna Heikkinen' });
  await page.getByRole('textbox', { name: 'Kortin luottoraja (€)' }).fill('2000');
  await expectNoSideways(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByRole('heading', { name: 'Tarkista tiedot' })).toBeVisible();
  await expectAccessible(page);
  await confirmByIdentifying(
    page,
    /Virtuaalisen Business Credit -kortin.*Sanna Heikkinen.*2\s000,00\s€/,
  );
  await page.waitForURL('**/bank/cards/add-business-card?order=*&status=ok');
  await expect(page.getByRole('heading', { name: 'Kortti on tilattu' })).toBeVisible();
  await expect(
    page.getByText('Business Credit -kortti on tehty haltijalle Sanna Heikkinen.'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/bank/cards/business-prepaid-card');
  await page.getByLabel('Kortinhaltija').selectOption({ label: 'Sanna Heikkinen' });
  await page.getByRole('button', { name: 'Jatka' }).click();
  await confirmByIdentifying(page, /Virtuaalisen Business Prepaid -kortin.*Sanna Heikkinen/);
  await page.waitForURL('**/bank/cards/business-prepaid-card?order=*&status=ok');
  await expect(
    page.getByText('Business Prepaid -kortti on tehty haltijalle Sanna Heikkinen.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Siirrä rahaa kortille' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prepaid-kortin rahat');
  // The card spends its prepaid account's money, which the company's other prepaid cards share.
  const before = await shownMoney(valueOf(page, 'Kortilla käytettävissä'));
  const from = page.getByLabel('Tililtä');
  await from.selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Summa (€)' }).fill('50');
  await expectNoSideways(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Jatka' }).click();
  await page.getByRole('button', { name: 'Vahvista siirto' }).click();
  await expect(page.getByRole('heading', { name: 'Siirto on tehty' })).toBeVisible();
  expect(await shownMoney(valueOf(page, 'Kortilla käytettävissä nyt'))).toBe(before + 50_00);
  await expectAccessible(page);
});

test('the main user removes an invitation and sends another again; the invited person accepts it', async ({
  page,
  context,
  problems,
}) => {
  void problems;
  await asTheCompany(page);
  await page.goto('/bank/cards/holders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kortinhaltijat');
  await expect(page.getByText('Sanna Heikkinen')).toBeVisible();
  await expectAccessible(page);

  const ville = page.getByRole('listitem').filter({ hasText: 'ville.koskinen' });
  await ville.getByRole('button', { name: /^Poista/ }).click();
  const question = page.getByRole('dialog', { name: 'Haluatko varmasti poistaa kutsun?' });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Kyllä' }).click();
  await expect(page.getByText('Kutsu on poistettu.')).toBeVisible();
  await expect(ville.getByText('Poistettu')).toBeVisible();

  const anna = page.getByRole('listitem').filter({ hasText: 'anna.rantanen' });
  await anna.getByRole('button', { name: /^Lähetä uudelleen/ }).click();
  const email = anna.getByRole('textbox', { name: 'Sähköposti' });
  await email.fill('anna.rantanen@');
  await anna.getByRole('button', { name: 'Lähetä', exact: true }).click();
  await expect(email).toHaveAccessibleDescription(/Syötä kelvollinen sähköpostiosoite/);
  await expectAccessible(page);
  await email.fill('anna.rantanen@kuuselarakennus.fi');
  await anna.getByRole('button', { name: 'Lähetä', exact: true }).click();
  await expect(
    page.getByText('Kutsu on lähetetty osoitteeseen anna.rantanen@kuuselarakennus.fi.'),
  ).toBeVisible();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const resent = page.getByRole('listitem').filter({ hasText: 'anna.rantanen@kuuselarakennus.fi' });
  await resent.getByRole('button', { name: /^Kopioi kutsulinkki/ }).click();
  await expect(resent.getByRole('status')).toHaveText('Kopioitu');
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.pathname).toMatch(/^\/bank\/cards\/invitation\/[0-9a-f-]{36}$/);

  await logIn(page, DEMO.emilia, { fresh: true });
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kutsu yrityskortin haltijaksi');
  await expect(page.getByText(`${COMPANY} kutsuu sinut yrityskorttinsa haltijaksi.`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Hyväksy kutsu' }).click();
  await expect(
    page.getByRole('heading', { name: `Olet nyt yrityksen ${COMPANY} kortinhaltija` }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Siirry yrityksen kortteihin' }).click();
  await page.waitForURL('**/bank/cards');
  await expect(page.getByLabel('Vaihda asiakkuutta').locator('option:checked')).toHaveText(COMPANY);
});
