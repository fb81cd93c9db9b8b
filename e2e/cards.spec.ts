import type { Page } from '@playwright/test';
import { fiKit } from '../i18n/fi/kit';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

/**
 * Aino's credit card ('Mastercard Credit': ATM daily limit 400 €, Asia allowed) and Sanna's
 * company prepaid card. Each journey leaves the card working, as it found it.
 */
const AINOS_CARD = 'Mastercard Credit';

/** From the main menu to the cards overview, then to the card's own page. */
async function openCard(page: Page, name: string, { scan = false } = {}): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Päävalikko' })
    .getByRole('link', { name: 'Kortit' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kortit' })).toBeVisible();
  const card = page.getByRole('button', { name: new RegExp(`^${name}`) }).first();
  await expect(card).toBeVisible();
  if (scan) await expectAccessible(page);
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/bank\/cards\/details$/);
}

async function openSetting(page: Page, name: 'Kortin rajat' | 'Estetyt käyttöalueet') {
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a person lowers her card’s daily cash limit and blocks Asia, and sees both after a reload', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.aino);
  await openCard(page, AINOS_CARD, { scan: true });
  await expectAccessible(page);

  const limits = await openSetting(page, 'Kortin rajat');
  const daily = limits.getByRole('textbox', { name: 'Nostoraja päivässä' });
  await expect(daily).toHaveValue(/^400\s€/);
  await expectAccessible(page);
  await daily.fill('300');
  await daily.press('Tab');
  await limits.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText('Kortin rajat on tallennettu.')).toBeVisible();

  const regions = await openSetting(page, 'Estetyt käyttöalueet');
  const asia = regions.getByRole('switch', { name: /Aasia/ });
  await expect(asia).toBeChecked();
  await asia.press('Space');
  await expect(asia).not.toBeChecked();
  await regions.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText('Estetyt käyttöalueet on tallennettu.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: AINOS_CARD })).toBeVisible();
  const again = await openSetting(page, 'Kortin rajat');
  await expect(again.getByRole('textbox', { name: 'Nostoraja päivässä' })).toHaveValue(/^300\s€/);
  await again.getByRole('button', { name: 'Peruuta' }).click();
  const regionsAgain = await openSetting(page, 'Estetyt käyttöalueet');
  await expect(regionsAgain.getByRole('switch', { name: /Aasia/ })).not.toBeChecked();
  await expect(regionsAgain.getByRole('switch', { name: /Eurooppa/ })).toBeChecked();
  await regionsAgain.getByRole('button', { name: 'Peruuta' }).click();
});

test('a person blocks her card at once, and opens it again by strong identification', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.aino);
  await openCard(page, AINOS_CARD);

  await page.getByRole('button', { name: 'Estä kortti' }).click();
  const question = page.getByRole('dialog', { name: /^Estetäänkö kortti/ });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Kyllä' }).click();
  await expect(page.getByText('Kortti on estetty.')).toBeVisible();
  await expect(page.getByText('Tila').locator('xpath=following-sibling::dd[1]')).toHaveText(
    'Estetty',
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Poista kortin esto' }).click();
  await expect(page.getByRole('heading', { name: 'Vahvista toimenpide' })).toBeVisible();
  await expect(page.getByTestId('approval')).toContainText('eston poistaminen');
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Vahvista/ }).click();
  await page.waitForURL('**/bank/cards/details?status=ok');
  await expect(page.getByRole('heading', { level: 1, name: AINOS_CARD })).toBeVisible();
  await expect(page.getByText('Kortin esto on poistettu.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Estä kortti' })).toBeVisible();
});

test('a company’s card holder sees her card’s limits read-only, told to contact her employer', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.sanna);
  await openCard(page, 'Business Prepaid', { scan: true });
  const limits = await openSetting(page, 'Kortin rajat');
  await expect(limits.getByText(fiKit.cardLimitsModal.cardHolderNotice)).toBeVisible();
  await expect(limits.getByRole('slider')).toHaveCount(0);
  await expect(limits.getByRole('button', { name: 'Tallenna' })).toHaveCount(0);
  await expectAccessible(page);
  await limits.getByRole('button', { name: 'Sulje' }).first().click();
  const regions = await openSetting(page, 'Estetyt käyttöalueet');
  await expect(regions.getByText(fiKit.blockedRegionsModal.cardHolderNotice)).toBeVisible();
  await expect(regions.getByRole('switch')).toHaveCount(0);
});
