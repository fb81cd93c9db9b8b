import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as auth from '../../api/auth';
import * as bank from '../../api/bank';
import * as loans from '../../api/loans';
import * as paymentControls from '../../api/paymentControls';
import { SAMPLE_ACCOUNTS } from '../testing/sampleAccounts';
import { CUSTOMERS, loggedInAs } from '../testing/customers';
import { createFakeBank } from '../testing/fakeBank';
import { expectAccessible } from '../testing/expectAccessible';
import { renderPage } from '../testing/renderPage';

const { payment } = SAMPLE_ACCOUNTS;

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Päävalikko' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the logged-in frame', () => {
  it('gives a person their menu, with the page they are on marked', async () => {
    await renderPage('/bank/accounts', loggedInAs(createFakeBank()).on(bank.accounts, []));
    await screen.findByRole('heading', { level: 1, name: 'Tilit' });
    expect(menuLinks()).toEqual([
      'Etusivu',
      'Tilit',
      'Lainat',
      'Kortit',
      'Tiliotteet',
      'Viestit',
      'Omat tiedot',
      'Turvarajat',
      'Suosittele',
      'Suostumukset',
    ]);
    expect(screen.getByRole('link', { name: 'Tilit' })).toHaveAttribute('aria-current', 'page');
  });

  it('leads a person the bank has registered as a broker to their broker page, last in the menu', async () => {
    const broker = { ...CUSTOMERS.person, IsBroker: true };
    const fake = loggedInAs(createFakeBank()).on(bank.customer, broker).on(bank.accounts, []);
    await renderPage('/bank/accounts', fake);
    await screen.findByRole('heading', { level: 1, name: 'Tilit' });
    expect(menuLinks().at(-1)).toBe('Välittäjä');
    expect(screen.getByRole('link', { name: 'Välittäjä' })).toHaveAttribute('href', '/bank/broker');
  });

  it('marks Turvarajat alone on its page, not the own details it lies under', async () => {
    const fake = loggedInAs(createFakeBank()).hang(paymentControls.getConsumerPaymentControls);
    await renderPage('/bank/customer/all-payments-settings', fake);
    await screen.findByRole('heading', { level: 1, name: 'Turvarajat' });
    const marked = within(screen.getByRole('navigation', { name: 'Päävalikko' }))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(marked).toEqual(['Turvarajat']);
  });

  it('tells a card holder that a page of the company’s money is not for them, asking the bank nothing', async () => {
    const fake = loggedInAs(createFakeBank(), 'cardHolder');
    await renderPage('/bank/accounts', fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sivu ei ole käytettävissäsi' }),
    ).toBeVisible();
    expect(screen.getByText(/^Kortinhaltijana näet yrityksen korteista vain omasi/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Siirry etusivulle' })).toHaveAttribute(
      'href',
      '/bank/home',
    );
    expect(fake.requestsTo(bank.companyAccounts)).toEqual([]);
    await expectAccessible();
  });

  it('says when who is logged in could not be loaded, and loads it again when asked', async () => {
    const fake = loggedInAs(createFakeBank())
      .unreachable(bank.customer)
      .on(bank.accounts, [])
      .on(loans.summary, []);
    await renderPage('/bank/home', fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Asiakastietojesi lataaminen epäonnistui.')).toBeVisible();
    await expectAccessible();
    fake.on(bank.customer, CUSTOMERS.person);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hei Aino!' })).toBeVisible();
  });

  it('takes the customer to the forced logout when the bank says the session has ended', async () => {
    const fake = loggedInAs(createFakeBank())
      .refuse(bank.accounts, 'session', 'Istunto ei ole voimassa.', 401)
      .on(auth.logout, { LoggedOut: true });
    const { router } = await renderPage('/bank/accounts', fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Uloskirjautuminen' }),
    ).toBeVisible();
    expect(screen.getByText('Istuntosi on aikakatkaistu.')).toBeVisible();
    expect(router.state.location).toMatchObject({
      pathname: '/bank/login/logout',
      search: '?to=1',
    });
  });

  it('switches to the company the person acts for, dropping what was shown of the person', async () => {
    // Jukka Kuusela logs in as himself; the company is one of the customers he may switch to.
    const [himself] = CUSTOMERS.companyMainUser.AvailableCustomers;
    const fake = loggedInAs(createFakeBank(), 'companyMainUser')
      .on(bank.customer, { ...CUSTOMERS.companyMainUser, ...himself })
      .on(bank.accounts, [payment])
      .on(bank.companyAccounts, [{ ...payment, CustomName: 'Päätili' }])
      .on(loans.summary, []);
    fake.on(auth.accountSwitch, () => {
      fake.on(bank.customer, CUSTOMERS.companyMainUser);
      return CUSTOMERS.companyMainUser.AvailableCustomers[1];
    });
    await renderPage('/bank/home', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hei Jukka!' })).toBeVisible();
    await userEvent.selectOptions(
      screen.getByLabelText('Vaihda asiakkuutta'),
      'Kuusela Rakennus Oy',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yritys: Kuusela Rakennus Oy' }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: /^Päätili/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Käyttötili/ })).toBeNull();
    expect(menuLinks()).toContain('Yrityslainat');
    // The person's list is not asked again under the company, which the bank would refuse.
    expect(fake.requestsTo(bank.accounts)).toHaveLength(1);
  });
});

describe('the logged-in frame on a phone', () => {
  beforeEach(async () => {
    await page.viewport(375, 800);
  });
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  const menuButton = () => screen.getByRole('button', { name: 'Valikko' });
  const sheet = () => screen.getByRole('dialog', { name: 'Valikko' });
  const sheetLinks = () =>
    within(sheet())
      .getAllByRole('link')
      .map((link) => link.textContent);

  const aPersonOnAccounts = () =>
    renderPage('/bank/accounts', loggedInAs(createFakeBank()).on(bank.accounts, []));

  it('keeps the header to the bank’s name, the menu button and the language', async () => {
    await aPersonOnAccounts();
    await screen.findByRole('heading', { level: 1, name: 'Tilit' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('combobox', { name: 'Kieli' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Päävalikko' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kirjaudu ulos' })).toBeNull();
  });

  it('opens the menu as a sheet with a person’s ten destinations, the page marked, and log out', async () => {
    await aPersonOnAccounts();
    await screen.findByRole('heading', { level: 1, name: 'Tilit' });
    await userEvent.click(menuButton());
    expect(sheetLinks()).toEqual([
      'Etusivu',
      'Tilit',
      'Lainat',
      'Kortit',
      'Tiliotteet',
      'Viestit',
      'Omat tiedot',
      'Turvarajat',
      'Suosittele',
      'Suostumukset',
    ]);
    expect(within(sheet()).getByRole('link', { name: 'Tilit' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sheet()).getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible();
  });

  it('gives a company’s main user its twelve destinations and the customer switch', async () => {
    const fake = loggedInAs(createFakeBank(), 'companyMainUser')
      .on(bank.companyAccounts, [])
      .on(loans.summary, []);
    await renderPage('/bank/home', fake);
    await screen.findByRole('heading', { level: 1, name: 'Yritys: Kuusela Rakennus Oy' });
    await userEvent.click(menuButton());
    expect(sheetLinks()).toEqual([
      'Etusivu',
      'Tilit',
      'Yrityslainat',
      'Kortit',
      'Tiliotteet',
      'Viestit',
      'Yritys',
      'Yhteyshenkilö',
      'Liitteet',
      'Maksuasetukset',
      'Valtuudet',
      'Laskurahoitus',
    ]);
    expect(within(sheet()).getByLabelText('Vaihda asiakkuutta')).toBeVisible();
  });

  it('keeps the keyboard inside the open sheet', async () => {
    await aPersonOnAccounts();
    await screen.findByRole('heading', { level: 1, name: 'Tilit' });
    await userEvent.click(menuButton());
    const close = within(sheet()).getByRole('button', { name: 'Sulje' });
    const logout = within(sheet()).getByRole('button', { name: 'Kirjaudu ulos' });
    expect(sheet()).toContainElement(document.activeElement as HTMLElement);
    logout.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(logout).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    await aPersonOnAccounts();
    await screen.findByRole('heading', { level: 1, name: 'Tilit' });
    await userEvent.click(menuButton());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the customer goes to another page', async () => {
    const { router } = await renderPage(
      '/bank/accounts',
      loggedInAs(createFakeBank()).on(bank.accounts, []).on(loans.summary, []),
    );
    await screen.findByRole('heading', { level: 1, name: 'Tilit' });
    await userEvent.click(menuButton());
    await userEvent.click(within(sheet()).getByRole('link', { name: 'Etusivu' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hei Aino!' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/bank/home');
  });
});
