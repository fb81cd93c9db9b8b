import type { Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../api/apiError';
import * as cards from '../api/cards';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

/**
 * Tiina, who has no credit card, applies for one and signs it; the card is then in her cards with
 * the granted limit. Tiina, as her answers renew her customer details (KYC), which the journeys of
 * a customer whose KYC is about to lapse (Mikko) must not find renewed.
 */

/** The person's cards as the bank's `list` call answers them. */
async function listedCards(page: Page) {
  const answer = await page.request.post(cards.list.path, {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    data: {},
  });
  expect(answer.status()).toBe(200);
  return cards.list.response.parse(await answer.json());
}

test('a person applies for a credit card, signs it and gets the card', async ({
  page,
  problems,
}) => {
  await logIn(page, DEMO.tiina);
  const before = await listedCards(page);
  expect(before.filter((card) => card.CardType === 'CreditCard')).toEqual([]);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/bank/cards/apply');
  await expect(page.getByRole('heading', { name: 'Tulot ja asuminen' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Haettava luottoraja').selectOption({ label: '3 000,00 €' });
  await page.getByLabel('Nettotulot kuukaudessa').fill('2650');
  await page.getByLabel('Menot kuukaudessa').fill('1150');
  await page.getByLabel('Työtilanne').selectOption('Permanent');
  await page.getByLabel('Asumismuoto').selectOption('Rented');
  await page.getByRole('button', { name: 'Jatka' }).click();

  await expect(page.getByRole('heading', { name: 'Yhteystiedot' })).toBeVisible();
  await page.getByLabel('Sähköposti').fill('tiina.jarvinen@example.com');
  await page
    .getByRole('group', { name: /Puhelinnumero/ })
    .getByLabel('Numero')
    .fill('452345678');
  await page.getByLabel('Katuosoite').fill('Hämeenkatu 31 A 9');
  await page.getByLabel('Postinumero').fill('33200');
  await page.getByLabel('Postitoimipaikka').fill('Tampere');
  await page
    .getByRole('radiogroup', { name: /poliittisesti vaikutusvaltainen/ })
    .getByRole('radio', { name: 'Ei' })
    .click();
  await page
    .getByRole('radiogroup', { name: /itsellesi/ })
    .getByRole('radio', { name: 'Kyllä' })
    .click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Jatka' }).click();

  await expect(page.getByRole('heading', { name: 'Ehdot ja lähetys' })).toBeVisible();
  await page.getByRole('checkbox', { name: /hyväksyn ne/ }).check();
  await page.getByRole('button', { name: 'Lähetä hakemus' }).click();

  // 1 500 € left a month: the 3 000 € asked fits.
  await expect(page.getByText(/jonka luottoraja on 3\s000,00\s€\./)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Hyväksy ja allekirjoita' }).click();

  // The signature shows what is signed.
  await expect(page.getByRole('heading', { name: 'Vahvista toimenpide' })).toBeVisible();
  await expect(
    page.getByText(/Luottokorttisopimuksen allekirjoitus, luottoraja 3\s000,00\s€/),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Vahvista/ }).click();

  await expect(page.getByRole('heading', { name: 'Laskun maksutili' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Tallenna maksutili' }).click();
  await expect(page.getByRole('heading', { name: 'Luottokorttisi on valmis' })).toBeVisible();
  await expect(page.getByText(/luottoraja 3\s000,00\s€\./)).toBeVisible();
  await expectAccessible(page);

  const credit = (await listedCards(page)).filter((card) => card.CardType === 'CreditCard');
  expect(credit).toHaveLength(1);
  expect(credit[0]).toMatchObject({ AvailableAmount: 3_000_00, CardHolderName: DEMO.tiina });
  await page.getByRole('link', { name: 'Siirry kortteihin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kortit' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Henkilökohtainen kortti' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mastercard Credit/ })).toBeVisible();
  expect(problems).toEqual([]);
});
