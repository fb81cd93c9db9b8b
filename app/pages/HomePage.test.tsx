import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { describe, expect, it } from 'vitest';
import * as bank from '../../api/bank';
import * as loans from '../../api/loans';
import { toIsoDate } from '../../domain/dates/dates';
import { loanDueOn, SAMPLE_ACCOUNTS } from '../testing/sampleAccounts';
import { loggedInAs } from '../testing/customers';
import { createFakeBank } from '../testing/fakeBank';
import { expectAccessible } from '../testing/expectAccessible';
import { renderPage } from '../testing/renderPage';

const { payment } = SAMPLE_ACCOUNTS;

const inDays = (days: number) => toIsoDate(addDays(new Date(), days));

/** A person with one account and a loan whose instalment falls due in ten days. */
const aPerson = () =>
  loggedInAs(createFakeBank())
    .on(bank.accounts, [payment])
    .on(loans.summary, [loanDueOn(inDays(10))]);

describe('the home page', () => {
  it('greets a person and shows their accounts and next loan instalment', async () => {
    await renderPage('/bank/home', aPerson());
    expect(await screen.findByRole('heading', { level: 1, name: 'Hei Aino!' })).toBeVisible();
    expect(await screen.findByRole('link', { name: /^Käyttötili/ })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Seuraava maksuerä' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Maksa erä' })).toBeVisible();
    expect(document.title).toBe('Etusivu – Verkkopankki');
  });

  it('offers the referral programme once the accounts have come', async () => {
    await renderPage('/bank/home', aPerson());
    const section = await screen.findByRole('region', { name: 'Suosittele meitä' });
    expect(within(section).getByRole('button', { name: 'Suosittele meitä' })).toBeVisible();
  });

  it('names the company for its main user and lists the company’s accounts', async () => {
    const fake = loggedInAs(createFakeBank(), 'companyMainUser')
      .on(bank.companyAccounts, [{ ...payment, CustomName: 'Päätili' }])
      .on(loans.summary, []);
    await renderPage('/bank/home', fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yritys: Kuusela Rakennus Oy' }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: /^Päätili/ })).toBeVisible();
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    expect(within(menu).getByRole('link', { name: 'Yrityslainat' })).toBeVisible();
  });

  it('tells a card holder where their card is, and asks the bank nothing it would refuse', async () => {
    const fake = loggedInAs(createFakeBank(), 'cardHolder');
    await renderPage('/bank/home', fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yritys: Kuusela Rakennus Oy' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Korttisi palvelut tulevat Kortit-sivulle. Yrityksen tilejä ja varoja hoitaa sen pääkäyttäjä.',
      ),
    ).toBeVisible();
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Etusivu', 'Kortit']);
    expect(fake.requestsTo(bank.companyAccounts)).toEqual([]);
    expect(fake.requestsTo(loans.summary)).toEqual([]);
    await expectAccessible();
  });

  it('reminds a customer whose details lapse within two months to update them', async () => {
    const fake = aPerson().on(bank.kyc, {
      KycValidTo: toIsoDate(addMonths(new Date(), 1)),
      IsKYCVerified: true,
      IsViewOnly: false,
    });
    await renderPage('/bank/home', fake);
    expect(await screen.findByText(/^Asiakastiedot on päivitettävä säännöllisesti/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Maksa erä' })).toBeVisible();
  });

  it('says why a view-only customer cannot act, and turns the instalment’s actions off', async () => {
    const fake = loggedInAs(createFakeBank(), 'viewOnly')
      .on(bank.accounts, [payment])
      .on(loans.summary, [loanDueOn(inDays(10))]);
    await renderPage('/bank/home', fake);
    const reason =
      'Sinulla on verkkopankkiin vain katseluoikeus, joten et voi tehdä tätä toimintoa.';
    expect((await screen.findAllByText(reason))[0]).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Maksa erä' })).toBeDisabled();
  });

  it('shows a loading state while the accounts have not come', async () => {
    await renderPage('/bank/home', aPerson().hang(bank.accounts));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hei Aino!' })).toBeVisible();
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();
  });

  it('says so when the customer has neither accounts nor loans', async () => {
    await renderPage('/bank/home', aPerson().on(bank.accounts, []).on(loans.summary, []));
    expect(await screen.findByText('Sinulla ei ole vielä tilejä tässä pankissa.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Seuraava maksuerä' })).toBeNull();
  });

  it('says the loans could not be loaded, and loads them again when asked', async () => {
    const fake = aPerson().unreachable(loans.summary);
    await renderPage('/bank/home', fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Lainatietojen lataaminen epäonnistui.')).toBeVisible();
    fake.on(loans.summary, [loanDueOn(inDays(10))]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { name: 'Seuraava maksuerä' })).toBeVisible();
  });

  it('speaks the customer’s language', async () => {
    await renderPage('/bank/home', aPerson(), { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Aino!' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});
