import { companyLoanOffer } from '../domain/loans/companyLoan';
import { eurosToCents, formatMoney } from '../domain/money/money';
import { expect, expectAccessible, takenOver, test } from './bank';

/** The offer the company calculator shows at its defaults: a NormalLoan of 30 000 € over 36 months. */
const DEFAULT_OFFER = companyLoanOffer('NormalLoan', 30_000, 36);

/** Money as a page's text reads once its spaces are normalised. */
const shown = (euros: number) => formatMoney(eurosToCents(euros)).replace(/\s/g, ' ');

test('the company loan page paints its calculator before any script, then the bank takes it over with the amount the visitor chose meanwhile', async ({
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

  // The scripts held back: the visitor moves the slider before the bank has started.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((release) => (releaseScripts = release));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // The page is there before its held scripts: neither its load nor DOMContentLoaded comes.
  await page.goto('/landing/company-loan-application', { waitUntil: 'commit' });
  await amount.focus();
  const defaultStep = Number(await amount.inputValue());
  await page.keyboard.press('ArrowRight');
  const chosenStep = await amount.inputValue();
  expect(Number(chosenStep)).toBe(defaultStep + 1);
  releaseScripts();

  // The bank takes the page over with the visitor's amount, and its figures follow it.
  await expect(page.getByRole('button', { name: 'Tunnistaudu' })).toBeVisible();
  await expect.poll(() => takenOver(amount)).toBe(true);
  await expect(amount).toHaveValue(chosenStep);
  await expect(amount).toBeFocused();
  const chosenEuros = Number((await amount.getAttribute('aria-valuetext'))?.replace(/\D/g, ''));
  expect(chosenEuros).toBeGreaterThan(30_000);
  const offer = companyLoanOffer('NormalLoan', chosenEuros, 36);
  if (!offer) throw new Error(`no offer for ${chosenEuros} €`);
  await expect(instalment).toContainText(shown(offer.InstallmentAmount));
  await expectAccessible(page);
  expect(problems).toEqual([]);
});
