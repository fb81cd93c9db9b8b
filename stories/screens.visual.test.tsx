/**
 * Visual regression of the web bank on a phone (375 px): the logged-in shell with its menu closed
 * (the home page) and open, and the payment form, in every brand, against the fake bank.
 * Update the references after an intended change: `npx vitest run --project visual --update`.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { SAMPLE_ACCOUNTS } from '../app/testing/sampleAccounts';
import { homeBank } from '../app/testing/homeBank';
import { renderPage } from '../app/testing/renderPage';
import { brandIds } from '../themes';
import '../themes/fonts';
import { stillPageForShots } from './stillPage';

const PHONE = { width: 375, height: 800 };
/** One day for every run: the payment form shows today's date, the home page days to come. */
const TODAY = new Date('2026-11-25T10:00:00+02:00');

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
  await stillPageForShots();
  await page.viewport(PHONE.width, PHONE.height);
});

afterAll(() => {
  vi.useRealTimers();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  (document.activeElement as HTMLElement | null)?.blur();
});

/** The whole page: a phone's height, or taller when the page is (the shot sees only the viewport). */
async function expectScreen(name: string) {
  await document.fonts.ready;
  await page.viewport(PHONE.width, Math.max(PHONE.height, document.body.scrollHeight));
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
  await page.viewport(PHONE.width, PHONE.height);
}

describe.each(brandIds)('%s brand on a phone', (brand) => {
  test('the home page, menu closed', async () => {
    await renderPage('/bank/home', homeBank(), { brand });
    await screen.findByRole('heading', { name: 'Seuraava maksuerä' });
    await screen.findByRole('link', { name: /^Käyttötili/ });
    await expectScreen(`phone/${brand}/home`);
  });

  test('the menu open', async () => {
    await renderPage('/bank/home', homeBank(), { brand });
    await screen.findByRole('link', { name: /^Käyttötili/ });
    await userEvent.click(screen.getByRole('button', { name: 'Valikko' }));
    await screen.findByRole('dialog', { name: 'Valikko' });
    await expectScreen(`phone/${brand}/menu`);
  });

  test('the payment form', async () => {
    await renderPage(
      `/bank/accounts/transfer?accountId=${SAMPLE_ACCOUNTS.payment.Id}`,
      homeBank(),
      {
        brand,
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Uusi maksu' });
    await screen.findByRole('button', { name: 'Jatka' });
    await expectScreen(`phone/${brand}/payment-form`);
  });
});
