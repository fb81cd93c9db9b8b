import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as bank from '../../api/bank';
import * as loans from '../../api/loans';
import { enMenu } from '../../i18n/en/menu';
import { svLogin } from '../../i18n/sv/login';
import { enLogin } from '../../i18n/en/login';
import { loggedInAs } from '../testing/customers';
import { createFakeBank } from '../testing/fakeBank';
import { expectAccessible } from '../testing/expectAccessible';
import { renderPage } from '../testing/renderPage';
import { rememberLanguage, storedLanguage } from './language';

afterEach(() => {
  rememberLanguage(document, 'fi');
});

describe('the language menu', () => {
  it('offers Suomi, Svenska and English on the login page, each in its own language', async () => {
    await renderPage('/bank/login');
    const menu = await screen.findByRole('combobox', { name: 'Kieli' });
    const options = within(menu).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.lang])).toEqual([
      ['Suomi', 'fi'],
      ['Svenska', 'sv'],
      ['English', 'en'],
    ]);
    expect(menu).toHaveValue('fi');
    await expectAccessible();
  });

  it('turns the page into the language chosen, says so in `lang`, and remembers it', async () => {
    await renderPage('/bank/login');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Kieli' }), 'sv');
    expect(await screen.findByRole('heading', { level: 1, name: svLogin.heading })).toBeVisible();
    expect(document.documentElement.lang).toBe('sv');
    expect(storedLanguage(document.cookie)).toBe('sv');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Språk' }), 'en');
    expect(await screen.findByRole('heading', { level: 1, name: enLogin.heading })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(storedLanguage(document.cookie)).toBe('en');
  });

  it('asks the bank in the language chosen, once the customer has chosen it', async () => {
    const fake = loggedInAs(createFakeBank()).on(bank.accounts, []).on(loans.summary, []);
    await renderPage('/bank/accounts', fake);
    await screen.findByRole('heading', { level: 1, name: 'Tilit' });
    // The menu's reads (its unread messages) have started too, in Finnish, before the choice.
    await screen.findByRole('link', { name: 'Viestit' });
    const languages: (string | null)[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      languages.push(new Headers(init?.headers).get('Accept-Language'));
      return fake.fetch(input, init);
    });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kieli' }), 'en');
    expect(await screen.findByRole('heading', { level: 1, name: enMenu.accounts })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: enMenu.home }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Aino!' })).toBeVisible();
    expect(languages.length).toBeGreaterThan(0);
    expect(new Set(languages)).toEqual(new Set(['en']));
  });
});

describe('the remembered language', () => {
  it('is read from the cookie among others, and is Finnish when none or an unknown one is set', () => {
    expect(storedLanguage('session=abc; language=sv; other=1')).toBe('sv');
    expect(storedLanguage('session=abc')).toBe('fi');
    expect(storedLanguage('language=de')).toBe('fi');
  });
});
