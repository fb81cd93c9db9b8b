import { DEMO, expect, expectAccessible, test } from './bank';

/**
 * A flow that survives the login: a visitor chooses a term deposit on a phone, logs in by
 * strong identification, and finds the deposit's opening filled in with that choice.
 */

test.use({ viewport: { width: 375, height: 740 } });

test('a term deposit chosen before the login is filled in after it', async ({ page, problems }) => {
  void problems;
  await page.goto('/flows/deposit');
  await expect(page.getByRole('heading', { level: 1, name: 'Määräaikaistalletus' })).toBeVisible();
  const offer = page.getByRole('region', { name: 'Talletustarjous' });
  await expect(offer).toContainText('%');
  await expectAccessible(page);

  // By keyboard: the amount typed into its box, the term a step shorter on its slider.
  const amount = page.getByRole('textbox', { name: 'Talletussumma' });
  await amount.focus();
  await amount.selectText();
  await page.keyboard.type('5000');
  await page.keyboard.press('Tab');
  const term = page.getByRole('slider', { name: 'Talletusaika' });
  await term.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(term).toHaveAttribute('aria-valuetext', '18 kk');
  await expect(page.getByRole('slider', { name: 'Talletussumma' })).toHaveAttribute(
    'aria-valuetext',
    /^5\s000\s€$/,
  );
  await expect(offer).not.toContainText('Lasketaan');
  await page.getByRole('button', { name: 'Kirjaudu ja avaa talletus' }).press('Enter');

  await expect(page.getByRole('heading', { name: 'Hiekkalaatikkopankin tunnistus' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: new RegExp(`Tunnistaudu: ${DEMO.aino}`) }).click();

  await page.waitForURL(/\/bank\/accounts\/open-term-deposit\?flow=/);
  await expect(page.getByText(/Valitsemasi summa ja aika ovat valmiina/)).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Talletussumma' })).toHaveAttribute(
    'aria-valuetext',
    /^5\s000\s€$/,
  );
  await expect(page.getByRole('slider', { name: 'Talletusaika' })).toHaveAttribute(
    'aria-valuetext',
    '18 kk',
  );
  await expectAccessible(page);

  // The choice is what the customer is asked to confirm; she says no, and nothing is booked.
  await page.getByRole('checkbox', { name: /Hyväksyn ehdot/ }).check();
  await page.getByRole('button', { name: 'Avaa talletus' }).click();
  const question = page.getByRole('dialog', { name: 'Avataanko määräaikaistalletus?' });
  await expect(question).toContainText(/5\s000,00\s€/);
  await expect(question).toContainText('18 kk');
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Ei' }).click();
  await expect(question).toBeHidden();
});
