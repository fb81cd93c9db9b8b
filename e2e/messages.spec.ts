import { fiMessages } from '../i18n/fi/messages';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

/**
 * Messages with the bank: Aino writes a new message, finds it in its thread with the sandbox
 * bank's automatic answer, and the menu's unread count shows until she has read it.
 */
test('a person writes to the bank and reads its automatic answer, the unread count clearing', async ({
  page,
  problems,
}) => {
  void problems;
  await logIn(page, DEMO.aino);
  const menu = page.getByRole('navigation', { name: 'Päävalikko' });
  await menu.getByRole('link', { name: 'Viestit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Viestit' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Uusi viesti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uusi viesti' })).toBeVisible();
  const subject = page.getByRole('textbox', { name: 'Aihe' });
  const body = page.getByRole('textbox', { name: 'Viesti' });
  // Too long a subject is told in words, on the field, when the message is sent.
  await subject.fill('x'.repeat(101));
  await page.getByRole('button', { name: 'Lähetä', exact: true }).click();
  await expect(page.getByText('Aihe voi olla enintään 100 merkkiä pitkä')).toBeVisible();
  await expect(subject).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await subject.fill('Luottokortin raja');
  await body.fill('Hei!\nVoisiko luottokorttini rajaa nostaa 3 000 euroon?');
  await page.getByRole('button', { name: 'Lähetä', exact: true }).click();

  await page.waitForURL('**/bank/customer/messages');
  await expect(page.getByText(fiMessages.sent.title)).toBeVisible();
  const thread = page.getByRole('link', { name: /^Luottokortin raja/ });
  await expect(thread).toContainText('Uusi');
  await expect(menu.getByRole('link', { name: 'Viestit (1 lukematon)' })).toBeVisible();
  await expectAccessible(page);

  await thread.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Luottokortin raja' })).toBeVisible();
  const messages = page.getByRole('list', { name: 'Viestit' }).getByRole('listitem');
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(0)).toContainText('Aino Virtanen');
  await expect(messages.nth(0)).toContainText('Voisiko luottokorttini rajaa nostaa 3 000 euroon?');
  await expect(messages.nth(1)).toContainText('Pankki');
  await expect(messages.nth(1)).toContainText(fiMessages.automaticReply);
  await expect(menu.getByRole('link', { name: 'Viestit', exact: true })).toBeVisible();
  await expectAccessible(page);

  // A reply by keyboard alone.
  await page.getByRole('textbox', { name: 'Vastaus' }).focus();
  await page.keyboard.type('Kiitos!');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Vastaus lähetetty' })).toBeVisible();
  await expect(messages).toHaveCount(3);
  await expectAccessible(page);

  // Back in the inbox the thread is read.
  await page.getByRole('link', { name: 'Takaisin viesteihin' }).click();
  await expect(page.getByRole('link', { name: /^Luottokortin raja/ })).not.toContainText('Uusi');

  // On a phone the thread fits the screen, and Viestit is in the menu's sheet.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('link', { name: /^Luottokortin raja/ }).click();
  await expect(messages).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Valikko' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Valikko' }).getByRole('link', { name: 'Viestit' }),
  ).toHaveAttribute('aria-current', 'page');
});
