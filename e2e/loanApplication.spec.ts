import { calculateLoan } from '../domain/loans/loanCalculator';
import { STANDARD_LOAN_OFFERS } from '../domain/loans/loanOffers';
import { eurosToCents, formatMoney } from '../domain/money/money';
import { expect, expectAccessible, takenOver, test } from './bank';

const VILLE = 'Ville Uusitalo';

/** The offer the landing page's calculator and the bank price (12 000 € over 36 months unless told). */
function offer(amount = 12000, months = 36) {
  const result = calculateLoan({ rows: STANDARD_LOAN_OFFERS, amount, months });
  if (!result.ok) throw new Error(`no offer for ${amount} €`);
  return result.offer;
}

/** Money as a page's text reads once its spaces are normalised. */
const shown = (euros: number) => formatMoney(eurosToCents(euros)).replace(/\s/g, ' ');

test('the landing page paints its calculator before any script, starts the bank when the visitor turns to it, and keeps the keyboard focus', async ({
  page,
  problems,
}) => {
  const amount = page.getByRole('slider', { name: 'Lainasumma' });
  const instalment = page.locator('dd').first();
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/landing/loan-application');
  await expect(page.getByRole('heading', { level: 1, name: 'Hae lainaa' })).toBeVisible();
  await expect(amount).toHaveAttribute('aria-valuetext', /^10\s000\s€$/);
  await expect(instalment).toContainText(shown(offer(10000).InstallmentAmount));
  problems.length = 0;
  await page.unroute('**/assets/*.js');

  await page.goto('/landing/loan-application');
  await page.waitForLoadState('networkidle');
  expect(await takenOver(amount)).toBe(false);
  await expectAccessible(page);
  await amount.focus();
  await expect.poll(() => takenOver(amount)).toBe(true);
  await expect(amount).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(amount).toHaveAttribute('aria-valuetext', /^11\s000\s€$/);
  await expect(instalment).toContainText(shown(offer(11000).InstallmentAmount));
  expect(problems).toEqual([]);
});

test('a new customer applies from the landing page, signs, and finds the loan and its payout in the bank', async ({
  page,
  problems,
}) => {
  const { InstallmentAmount, OpeningFee } = offer();
  const payout = shown(12000 - OpeningFee);

  await page.goto('/landing/loan-application?Amount=12000&InstallmentCount=36');
  await expect(page.getByRole('heading', { level: 1, name: 'Hae lainaa' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Lainasumma' })).toHaveAttribute(
    'aria-valuetext',
    /^12\s000\s€$/,
  );
  await expect(page.getByText('Kuukausierä', { exact: true }).first()).toBeVisible();
  await expect(page.locator('dd').first()).toContainText(shown(InstallmentAmount));
  await expectAccessible(page);

  // Strong identification: Ville is not yet a customer of the bank.
  await page.getByRole('button', { name: 'Hae lainaa' }).click();
  await expect(page.getByRole('heading', { name: 'Hiekkalaatikkopankin tunnistus' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`Tunnistaudu: ${VILLE}`) }).click();
  await page.waitForURL(/\/landing\/loan-application\?applicationId=.+&status=ok/);

  // The form, with the amount applied for in the sticky summary.
  await expect(page.getByRole('heading', { name: 'Hakemuksen tiedot' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lainahakemuksesi' })).toContainText(
    shown(InstallmentAmount),
  );
  await page.getByLabel('Sähköposti').fill('ville.uusitalo@example.fi');
  await page.getByRole('group', { name: 'Puhelinnumero' }).getByLabel('Numero').fill('401234567');
  await page.getByLabel('Katuosoite').fill('Kotikatu 1 A 2');
  await page.getByLabel('Postinumero').fill('00100');
  await page.getByLabel('Postitoimipaikka').fill('Helsinki');
  await page.getByLabel('Nettotulot kuukaudessa').fill('3000');
  await page.getByLabel('Menot kuukaudessa').fill('1500');
  await page.getByLabel('Lainan käyttötarkoitus').selectOption('Renovation');
  await page
    .getByRole('radiogroup', { name: /poliittisesti vaikutusvaltainen/ })
    .getByRole('radio', { name: 'Ei' })
    .click();
  await page
    .getByRole('radiogroup', { name: 'Haetko lainaa itsellesi?' })
    .getByRole('radio', { name: 'Kyllä' })
    .click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Lähetä hakemus' }).click();

  // The credit decision and the offer, priced as the calculator priced it.
  await expect(page.getByText('Lainahakemuksesi on hyväksytty.')).toBeVisible();
  await expect(page.getByText('Kuukausierä', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText(shown(InstallmentAmount));
  await expect(page.getByRole('main')).toContainText('Todellinen vuosikorko');
  // Payment protection stays off; the payout goes at once.
  await expect(page.getByRole('switch', { name: 'Maksuturva' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Pikamaksu' }).click();
  await expect(page.getByRole('switch', { name: 'Pikamaksu' })).toBeChecked();
  await expect(page.getByText('Tallennetaan valintaa…')).toBeHidden();
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: /Hyväksyn ehdot/ }).check();
  await page.getByRole('button', { name: 'Allekirjoita sopimus' }).click();

  // The signature shows what is signed.
  await expect(page.getByRole('heading', { name: 'Vahvista toimenpide' })).toBeVisible();
  await expect(page.getByText(/Lainasopimus 12\s000,00\s€, laina-aika 36 kk/)).toBeVisible();
  await page.getByRole('button', { name: /^Vahvista/ }).click();

  await expect(page.getByText('Laina on myönnetty')).toBeVisible();
  await expect(page.getByText(/on maksettu tilillesi/)).toHaveText(
    `Lainasumma ${payout} on maksettu tilillesi pikasiirtona.`,
  );
  await expectAccessible(page);

  // Into the bank: the loan's first instalment is due, and the payout is on the new account.
  await page.getByRole('link', { name: 'Siirry verkkopankkiin' }).click();
  await page.waitForURL('**/bank/home');
  await expect(page.getByText('Seuraava maksuerä')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(shown(InstallmentAmount));
  await expect(page.getByRole('main')).toContainText(payout);
  await expectAccessible(page);
  expect(problems).toEqual([]);
});
