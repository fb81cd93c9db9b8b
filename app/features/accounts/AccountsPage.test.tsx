import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as bank from '../../../api/bank';
import { loggedInAs } from '../../testing/customers';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';
import { SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';

const { payment, savings, termDeposit } = SAMPLE_ACCOUNTS;

const ACCOUNTS = [payment, savings, termDeposit];

describe('the accounts page', () => {
  it('shows a loading state while the bank has not answered', async () => {
    await renderPage('/bank/accounts', loggedInAs(createFakeBank()).hang(bank.accounts));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tilit' })).toBeVisible();
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();
  });

  it('shows each account under its ribbon, linked to its own page', async () => {
    await renderPage('/bank/accounts', loggedInAs(createFakeBank()).on(bank.accounts, ACCOUNTS));
    const paymentLink = await screen.findByRole('link', { name: /^Käyttötili/ });
    expect(paymentLink).toHaveAttribute(
      'href',
      `/bank/accounts/${payment.Id}?accountType=BankAccount`,
    );
    expect(screen.getByRole('link', { name: /^Määräaikaistalletus/ })).toHaveAttribute(
      'href',
      `/bank/accounts/deposit/${termDeposit.Id}`,
    );
    for (const ribbon of ['Käyttötilit', 'Säästötilit', 'Määräaikaistalletukset']) {
      expect(screen.getByRole('heading', { name: new RegExp(ribbon) })).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'Tulevat maksut' })).toBeVisible();
  });

  it('lists a company’s accounts from the company call', async () => {
    const fake = loggedInAs(createFakeBank(), 'companyMainUser').on(bank.companyAccounts, [
      { ...payment, CustomName: 'Päätili' },
    ]);
    await renderPage('/bank/accounts', fake);
    expect(await screen.findByRole('link', { name: /^Päätili/ })).toBeVisible();
    expect(fake.requestsTo(bank.accounts)).toHaveLength(0);
  });

  it('says so when the customer has no accounts', async () => {
    await renderPage('/bank/accounts', loggedInAs(createFakeBank()).on(bank.accounts, []));
    expect(await screen.findByText('Sinulla ei ole vielä tilejä tässä pankissa.')).toBeVisible();
  });

  it('says what failed and loads again when asked', async () => {
    const fake = loggedInAs(createFakeBank()).unreachable(bank.accounts);
    await renderPage('/bank/accounts', fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Tilitietojen lataaminen epäonnistui.')).toBeVisible();
    expect(
      within(alert).getByText('Yhteys pankkiin katkesi. Tarkista verkkoyhteys ja yritä uudelleen.'),
    ).toBeVisible();
    // The route's loader started the read; the page shows how it ended, it does not read again.
    expect(fake.requestsTo(bank.accounts)).toHaveLength(1);
    fake.on(bank.accounts, ACCOUNTS);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('link', { name: /^Käyttötili/ })).toBeVisible();
  });

  it('shows the bank’s refusal in the customer’s words', async () => {
    const fake = loggedInAs(createFakeBank()).refuse(
      bank.accounts,
      'customer',
      'errors.access.notEntitled',
      403,
    );
    await renderPage('/bank/accounts', fake, { language: 'en' });
    expect(await screen.findByText('You are not entitled to act for this customer.')).toBeVisible();
  });

  it('asks the bank once: the route’s loader and the page share the answer', async () => {
    const fake = loggedInAs(createFakeBank()).on(bank.accounts, ACCOUNTS);
    await renderPage('/bank/accounts', fake);
    await screen.findByRole('link', { name: /^Käyttötili/ });
    expect(fake.requestsTo(bank.accounts)).toHaveLength(1);
  });
});
