import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { themeFor } from '../../themes/allBrands';
import { SCHEME_ATTRIBUTE } from '../../themes/schemes';
import { expectAccessible } from '../testing/expectAccessible';
import { homeBank } from '../testing/homeBank';
import { renderPage } from '../testing/renderPage';
import { chooseScheme, storedScheme } from './scheme';

afterEach(() => {
  chooseScheme(document, 'device');
});

const pageBackground = () => getComputedStyle(document.body).backgroundColor;
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('the colour scheme menu', () => {
  it('turns the login page dark and light at once, remembers the choice, and forgets it for the device’s', async () => {
    const { colors, darkColors } = themeFor('purple');
    await renderPage('/bank/login', undefined, { brand: 'purple' });
    const menu = await screen.findByRole('combobox', { name: 'Väriteema' });
    expect(
      screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Laitteen teema', 'Vaalea', 'Tumma']));
    expect(menu).toHaveValue('device');

    await userEvent.selectOptions(menu, 'dark');
    expect(document.documentElement.getAttribute(SCHEME_ATTRIBUTE)).toBe('dark');
    expect(storedScheme(document.cookie)).toBe('dark');
    expect(pageBackground()).toBe(rgb(darkColors.background.page));
    await expectAccessible();

    await userEvent.selectOptions(menu, 'light');
    expect(pageBackground()).toBe(rgb(colors.background.page));
    expect(storedScheme(document.cookie)).toBe('light');

    await userEvent.selectOptions(menu, 'device');
    expect(document.documentElement.hasAttribute(SCHEME_ATTRIBUTE)).toBe(false);
    expect(storedScheme(document.cookie)).toBe('device');
  });

  it('is in the logged-in bank’s header too, and its pages pass axe in the dark', async () => {
    chooseScheme(document, 'dark');
    await renderPage('/bank/home', homeBank());
    await screen.findByRole('link', { name: /^Käyttötili/ });
    await expectAccessible();
    // The desktop's header has it beside the language menu.
    expect(screen.getByRole('combobox', { name: 'Väriteema' })).toHaveValue('dark');
  });
});
