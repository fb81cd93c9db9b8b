import type { Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../api/apiError';
import { sandboxOutbox } from '../api/sandboxOutbox';
import { expect, expectAccessible, test } from './bank';

/**
 * Olli, who represents Salmisen Viherrakennus Oy alone, makes it a customer: identified, his
 * phone verified by the SMS code, the company found by its business ID, its two beneficial owners
 * confirmed, a US tax residency with its GIIN, its KYC answered. The company is then in his
 * customer switch, and as its main user he grants a person the right to act for it. The person
 * is one the bank has not met, so no other journey's customer finds a new company in her switch.
 */

const OLLI = 'Olli Salminen';
const PHONE = '+358447890123';
const COMPANY = 'Salmisen Viherrakennus Oy';

async function smsCodeTo(page: Page, recipient: string): Promise<string> {
  const answer = await page.request.get(sandboxOutbox.path, {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const sms = sandboxOutbox.response
    .parse(await answer.json())
    .find((message) => message.Channel === 'sms' && message.Recipient === recipient);
  const code = /\b(\d{4})\b/.exec(sms?.Body ?? '')?.[1];
  expect(code, 'an SMS code to the representative').toBeDefined();
  return code!;
}

const answer = (page: Page, question: RegExp, choice: 'Kyllä' | 'Ei') =>
  page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice }).click();

test('a representative makes the company a customer, then grants a right to act for it', async ({
  page,
  problems,
}) => {
  void problems;
  await page.context().clearCookies();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/open/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Yritysasiakkaaksi' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Tunnistaudu' }).click();
  await expect(page.getByRole('heading', { name: 'Hiekkalaatikkopankin tunnistus' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`Tunnistaudu: ${OLLI}`) }).click();
  await page.waitForURL('**/open/company?status=ok');

  // The phone, by the code sent to it.
  await expect(page.getByRole('heading', { name: 'Puhelinnumeron vahvistus' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Puhelinnumero' })
    .getByLabel('Numero')
    .fill('044 789 0123');
  await page.getByRole('button', { name: 'Lähetä koodi' }).click();
  await expect(page.getByText(/Lähetimme tekstiviestillä 4-numeroisen koodin/)).toBeVisible();
  const code = await smsCodeTo(page, PHONE);
  await page.getByRole('group', { name: 'Vahvistuskoodi' }).getByRole('textbox').first().focus();
  await page.keyboard.type(code);

  // The company by its business ID, its register details and size.
  await page.getByLabel(/Y-tunnus/).fill('9823106-8');
  await page.getByRole('button', { name: 'Hae yritys' }).click();
  await expect(page.getByText(`Löytyi: ${COMPANY}, Helsinki`)).toBeVisible();
  await page.getByRole('button', { name: 'Tämä on yritykseni' }).click();
  await expect(page.getByRole('heading', { name: COMPANY })).toBeVisible();
  await page.getByLabel('Liikevaihto vuodessa').selectOption('Under100k');
  await page.getByLabel('Henkilöstön määrä').selectOption('From1To9');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Jatka' }).click();

  // The register proposes its two shareholders over a quarter.
  await expect(page.getByRole('heading', { name: 'Tosiasialliset edunsaajat' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Edunsaaja 1' }).getByLabel('Etunimi')).toHaveValue(
    'Marja',
  );
  await expect(page.getByRole('group', { name: 'Edunsaaja 2' }).getByLabel('Etunimi')).toHaveValue(
    'Olli',
  );
  await page.getByRole('button', { name: 'Jatka' }).click();

  // Finland by the business ID, and the United States by a GIIN (FATCA).
  await expect(page.getByRole('heading', { name: 'Verotuksellinen asuinvaltio' })).toBeVisible();
  await page.getByRole('button', { name: 'Lisää maa' }).click();
  const us = page.getByRole('group', { name: 'Maa 2' });
  await us.getByLabel('Maa', { exact: true }).selectOption('US');
  await us.getByLabel('Verotunniste').fill('98Q96B.00000.LE.25O');
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByText('Anna GIIN muodossa XXXXXX.XXXXX.XX.XXX.')).toBeVisible();
  await expectAccessible(page);
  await us.getByLabel('Verotunniste').fill('98Q96B.00000.LE.250');
  await page.getByRole('button', { name: 'Jatka' }).click();

  // KYC.
  await expect(page.getByRole('heading', { name: 'Asiakkaan tuntemistiedot' })).toBeVisible();
  await page.getByLabel('Mihin yritys käyttää pankkia?').selectOption('DailyBusiness');
  await page.getByLabel('Maksuliikenne kuukaudessa').selectOption('Under10k');
  await answer(page, /käteistä/, 'Ei');
  await answer(page, /ulkomailta/, 'Kyllä');
  await answer(page, /poliittisesti vaikutusvaltainen/, 'Ei');
  await answer(page, /omissa nimissään/, 'Kyllä');
  await page.getByRole('button', { name: 'Jatka' }).click();

  await expect(page.getByRole('heading', { name: 'Vahvistus' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Hyväksyn yritysasiakkuuden ehdot/ }).check();
  await page.getByRole('button', { name: 'Tee yrityksestä asiakas' }).click();
  await expect(page.getByRole('heading', { name: 'Yritys on nyt asiakkaamme' })).toBeVisible();
  await expectAccessible(page);

  // In the bank (its header's switch, on a wide screen), the company is his to switch to.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Siirry verkkopankkiin' }).click();
  await page.waitForURL('**/bank/home');
  const customerSwitch = page.getByLabel('Vaihda asiakkuutta');
  await customerSwitch.selectOption({ label: COMPANY });
  await expect(customerSwitch.locator('option:checked')).toHaveText(COMPANY);

  // As its main user, he grants a right to act for it, confirmed by strong identification.
  await page.goto('/bank/company/purchase-rights');
  await expect(page.getByRole('heading', { level: 1, name: 'Valtuudet' })).toBeVisible();
  await expect(page.getByText('Kenelläkään ei ole valtuutta.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Henkilötunnus' }).fill('010190-998V');
  await page.getByRole('textbox', { name: 'Etunimi' }).fill('Teemu');
  await page.getByRole('textbox', { name: 'Sukunimi' }).fill('Laaksonen');
  await page.getByRole('button', { name: 'Anna valtuus' }).click();
  await expect(page.getByRole('heading', { name: 'Vahvista toimenpide' })).toBeVisible();
  await expect(
    page.getByText(`Valtuus toimia yrityksen ${COMPANY} puolesta: Teemu Laaksonen`),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Vahvista/ }).click();
  await expect(page.getByText('Valtuudet on päivitetty.')).toBeVisible();
  await expect(page.getByText('Teemu Laaksonen', { exact: true })).toBeVisible();
  await expectAccessible(page);
});
