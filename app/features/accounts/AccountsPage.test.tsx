import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as bank from '../../../api/bank';
import type { CallOutput } from '../../../api/call';
import { loggedInAs } from '../../testing/customers';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';

const ACCOUNTS: CallOutput<typeof bank.accounts> = [
  {
    Id: '0b7b6c52-8e7e-4f43-9d59-0f0b9a3c1a01',
    Type: 'BankAccount',
    CustomName: 'Käyttötili',
    Iban: 'FI4971900000000019',
    Balance: 1_234_56,
    AccruedInterest: 0,
    InterestRate: 0,
    IsSavingsAccount: false,
    IsPaymentAccount: true,
    IsInvestmentPartnerAccount: false,
    RelationTags: [],
    AccountNumber: 'FI4971900000000019',
    ExternalAccountNumber: null,
    TermDepositExpires: null,
    TermDepositAmount: null,
  },
];

describe('the accounts page', () => {
  it('shows a loading state while the bank has not answered', async () => {
    await renderPage('/bank/accounts', loggedInAs(createFakeBank()).hang(bank.accounts));
    expect(await screen.findByRole('heading', { name: 'Tilit' })).toBeVisible();
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  it('shows the accounts under their ribbons with balances', async () => {
    await renderPage('/bank/accounts', loggedInAs(createFakeBank()).on(bank.accounts, ACCOUNTS));
    const list = await screen.findByRole('link', { name: /Käyttötili/ });
    expect(list).toHaveAttribute('href', expect.stringContaining(ACCOUNTS[0]!.Id));
    expect(screen.getByText('Käyttötilit')).toBeVisible();
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
    fake.on(bank.accounts, ACCOUNTS);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('link', { name: /Käyttötili/ })).toBeVisible();
  });

  it('shows the bank’s refusal in the customer’s words', async () => {
    const fake = loggedInAs(createFakeBank()).refuse(
      bank.accounts,
      'customer',
      'Sinulla on verkkopankkiin vain katseluoikeus, joten et voi tehdä tätä toimintoa.',
      403,
    );
    await renderPage('/bank/accounts', fake);
    expect(
      await screen.findByText(
        'Sinulla on verkkopankkiin vain katseluoikeus, joten et voi tehdä tätä toimintoa.',
      ),
    ).toBeVisible();
  });
});
