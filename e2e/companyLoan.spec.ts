import type { Page } from '@playwright/test';
import { expect, expectAccessible, takenOver, test } from './bank';

/**
 * Saariston Logistiikka Oy, whose two representatives sign together and are its two beneficial
 * owners, borrows with a FlexLoan: Kaisa Saaristo applies, confirms as an owner and signs; the
 * loan waits for Timo Aalto, who confirms and signs from the link in a session of his own
 * (another browser context); his signature pays the loan to the company's account, where it
 * shows with its schedule.
 */

const APPLY = '/landing/company-loan-application';

async function identifyAs(page: Page, name: string) {
  await page.getByRole('button', { name: 'Tunnistaudu' }).click();
  await expect(page.getByRole('heading', { name: 'Hiekkalaatikkopankin tunnistus' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`Tunnistaudu: ${name}`) }).click();
}

async function sign(page: Page) {
  await page.getByRole('checkbox', { name: 'Hyväksyn lainan ehdot yrityksen puolesta' }).check();
  await page.getByRole('button', { name: 'Allekirjoita tunnistautumalla' }).click();
  await expect(page.getByRole('heading', { name: 'Vahvista toimenpide' })).toBeVisible();
  await expect(
    page.getByText(/Yrityslaina, Saariston Logistiikka Oy: 30\s000,00\s€/),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Vahvista/ }).click();
}

test('a company applies for a FlexLoan and both signatories sign in their own sessions', async ({
  page,
  browser,
  problems,
}) => {
  await page.context().clearCookies();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(APPLY);
  await expect(page.getByRole('heading', { level: 1, name: 'Yrityslainahakemus' })).toBeVisible();
  // The served page is prerendered: a choice made before the bank takes it over is not kept.
  await expect.poll(() => takenOver(page.getByRole('radio', { name: 'Joustolaina' }))).toBe(true);
  await page.getByRole('radio', { name: 'Joustolaina' }).click();
  await expect(page.getByText('12 kk')).toBeVisible();
  await expectAccessible(page);
  await identifyAs(page, 'Kaisa Saaristo');
  await page.waitForURL(`**${APPLY}?status=ok&flow=*`);

  // Identified, she applies for her company with the loan she chose; the register's data
  // approves it.
  await expect(page.getByRole('radio', { name: 'Joustolaina' })).toBeChecked();
  await page.getByLabel('Käyttötarkoitus').selectOption('WorkingCapital');
  await page.getByLabel('Yrityksen sähköposti').fill('toimisto@saaristonlogistiikka.example');
  await page.getByLabel('Yrityksen puhelinnumero').fill('040 555 6677');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Lähetä hakemus' }).click();
  await expect(page.getByRole('heading', { name: 'Laina on myönnetty' })).toBeVisible();
  await page.getByRole('link', { name: 'Siirry allekirjoittamaan' }).click();
  const signingLink = page.url();

  // She confirms as an owner for herself, then signs; Timo's confirmation and signature wait.
  const owners = page.getByRole('region', { name: 'Tosiasialliset edunsaajat' });
  await expect(owners.getByText('Odottaa vahvistusta')).toHaveCount(2);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Vahvista edunsaajana' }).click();
  await expect(owners.getByRole('listitem').filter({ hasText: 'Kaisa Saaristo' })).toContainText(
    'Vahvistanut',
  );
  await sign(page);
  await expect(page.getByText(/Olet allekirjoittanut hakemuksen/)).toBeVisible();
  const signatories = page.getByRole('region', { name: 'Allekirjoittajat' });
  await expect(signatories.getByRole('listitem').filter({ hasText: 'Timo Aalto' })).toContainText(
    'Odottaa allekirjoitusta',
  );
  await expect(owners.getByRole('listitem').filter({ hasText: 'Timo Aalto' })).toContainText(
    'Odottaa vahvistusta',
  );
  await expectAccessible(page);

  // Timo, in a browser of his own, confirms and signs from the link: the loan is paid out.
  const timoContext = await browser.newContext({ baseURL: new URL(signingLink).origin });
  const timo = await timoContext.newPage();
  await timo.setViewportSize({ width: 375, height: 812 });
  await timo.goto(signingLink);
  await identifyAs(timo, 'Timo Aalto');
  await timo.getByRole('button', { name: 'Vahvista edunsaajana' }).click();
  await expect(timo.getByRole('heading', { name: 'Allekirjoita' })).toBeVisible();
  await sign(timo);
  await expect(
    timo.getByText('Kaikki allekirjoitukset on annettu ja laina on maksettu yrityksen tilille.'),
  ).toBeVisible();
  await expectAccessible(timo);

  // The loan in the company's bank, with its schedule.
  await timo.getByRole('link', { name: 'Yrityksen lainat' }).click();
  await timo.waitForURL('**/bank/company/loans');
  await expect(timo.getByRole('main')).toContainText('Joustolaina');
  await expectAccessible(timo);
  await timoContext.close();
  expect(problems).toEqual([]);
});
