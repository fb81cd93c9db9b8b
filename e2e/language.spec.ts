import type { Texts } from '../i18n/fi';
import { fiCommon } from '../i18n/fi/common';
import { en } from '../i18n/en';
import { sv } from '../i18n/sv';
import { DEMO, expect, expectAccessible, test } from './bank';

/** A text of the catalogue with its values in place: `Hej {{name}}!` → `Hej Aino!`. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const LANGUAGES = [
  { code: 'sv', texts: sv },
  { code: 'en', texts: en },
] as const satisfies readonly { code: string; texts: Texts }[];

for (const { code, texts } of LANGUAGES) {
  test(`in ${texts.shell.languages[code]}, from the login page to a payment the bank refuses, and after a reload`, async ({
    page,
    problems,
  }) => {
    await page.goto('/bank/login');
    await page.getByLabel(fiCommon.language).selectOption({ label: texts.shell.languages[code] });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.login.heading);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expectAccessible(page);

    await page.getByRole('button', { name: texts.login.identify }).click();
    await expect(page.getByRole('heading', { name: texts.sandbox.title })).toBeVisible();
    await page
      .getByRole('button', { name: fill(texts.sandbox.chooseCustomer, { name: DEMO.aino }) })
      .click();
    await page.waitForURL('**/bank/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fill(texts.home.greeting, { name: 'Aino' }),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('navigation', { name: texts.menu.label })).toBeVisible();

    await page.getByRole('link', { name: texts.menu.accounts, exact: true }).click();
    await page.goto('/bank/accounts/transfer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.payments.new.title);
    const source = page.getByLabel(texts.payments.new.sourceAccount, { exact: true });
    const account = source.locator('option:not([value=""])').first();
    await source.selectOption((await account.getAttribute('value'))!);
    const ownIban = /FI\d\d[\d ]+/
      .exec((await account.textContent()) ?? '')![0]
      .replaceAll(' ', '');

    // Paying the account to itself: the form and the payee check let it through; the bank refuses.
    await page.getByLabel(texts.kit.payeeEntryTabs.iban).fill(ownIban);
    await page.getByLabel(texts.kit.payeeEntryTabs.name).fill(DEMO.aino);
    await page.getByLabel(texts.payments.form.amount).fill('10');
    await page.getByLabel(texts.payments.form.message).fill('Test');
    await page.getByRole('button', { name: texts.common.continue }).click();
    await page.getByRole('button', { name: texts.payments.verification.confirm }).click();
    await expect(page.getByText(texts.payments.refusals.sameAccount)).toBeVisible();
    await expectAccessible(page);
    // The refusal's 422, which the browser logs, is what this journey asked for.
    problems.splice(
      problems.findIndex((problem) => problem.includes('status of 422')),
      1,
    );

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      texts.payments.verification.title,
    );
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByLabel(texts.common.language)).toHaveValue(code);
  });
}
