import { companyLoanOffer } from '../domain/loans/companyLoan';
import { eurosToCents, formatMoney } from '../domain/money/money';
import { expect, expectAccessible, takenOver, test } from './bank';

/** The offer the company calculator shows at its defaults: a NormalLoan of 30 000 € over 36 months. */
const DEFAULT_OFFER = companyLoanOffer('NormalLoan', 30_000, 36);

/** Money as a page's text reads once its spaces are normalised. */
const shown = (euros: number) => formatMoney(eurosToCents(euros)).replace(/\s/g, ' ');

test('the company loan page paints its calculator before any script, then the bank takes it over', async ({
  page,
  problems,
}) => {
  if (!DEFAULT_OFFER) throw new Error('no offer at the calculator’s defaults');
  const amount = page.getByRole('slider', { name: 'Lainan määrä' });
  const instalment = page.locator('dd').first();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/landing/company-loan-application');
  await expect(page.getByRole('heading', { level: 1, name: 'Yrityslainahakemus' })).toBeVisible();
  await expect(amount).toHaveAttribute('aria-valuetext', /^30\s000\s€$/);
  await expect(instalment).toContainText(shown(DEFAULT_OFFER.InstallmentAmount));
  expect(await takenOver(amount)).toBe(false);
  problems.length = 0;
  await page.unroute('**/assets/*.js');

  await page.goto('/landing/company-loan-application');
  await expect(page.getByRole('button', { name: 'Tunnistaudu' })).toBeVisible();
  await expect.poll(() => takenOver(amount)).toBe(true);
  await expectAccessible(page);
  await amount.focus();
  await page.keyboard.press('ArrowRight');
  await expect(amount).not.toHaveAttribute('aria-valuetext', /^30\s000\s€$/);
  expect(problems).toEqual([]);
});
