import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as bank from '../../../api/bank';
import * as bankAccounts from '../../../api/bankAccounts';
import { loggedInAs } from '../../testing/customers';
import { createFakeBank } from '../../testing/fakeBank';
import { expectAccessible } from '../../testing/expectAccessible';
import { renderPage } from '../../testing/renderPage';
import {
  type AccountDetails,
  detailsOf,
  SAMPLE_ACCOUNTS,
  transaction,
} from '../../testing/sampleAccounts';
import { monthsUpTo, previousRange } from './transactionRange';

const { payment, savings, termDeposit } = SAMPLE_ACCOUNTS;

const pageOf = (account: { Id: string }) => `/bank/accounts/${account.Id}?accountType=BankAccount`;

const firstRange = () => monthsUpTo(new Date());
const SALARY = transaction(1, firstRange().end, 3_200_00, 'Palkka');
const RENT = transaction(2, previousRange(firstRange()).end, -850_00, 'Vuokra');

/** A person with a payment and a savings account; a salary in the last three months, rent before. */
function aPerson(account: AccountDetails = detailsOf(payment)) {
  return loggedInAs(createFakeBank())
    .on(bank.accounts, [payment, savings])
    .on(bankAccounts.sepaAccount, account)
    .on(bankAccounts.sepaAccountTransactions, ({ end }) =>
      end === firstRange().end ? [SALARY] : [RENT],
    );
}

const transactionRows = () =>
  within(screen.getByRole('region', { name: 'Tapahtumat' })).queryAllByRole('listitem');

describe('the account page', () => {
  it('shows the account’s balance, number and details, and its buttons', async () => {
    await renderPage(pageOf(payment), aPerson());
    expect(await screen.findByRole('heading', { level: 1, name: 'Käyttötili' })).toBeVisible();
    expect(document.title).toBe('Käyttötili – Verkkopankki');
    const balance = screen.getByRole('region', { name: 'Saldo' });
    expect(within(balance).getAllByText(/1\s234,56\s€/)[0]).toBeVisible();
    expect(within(balance).getAllByText('FI21 1234 5600 0007 85')[0]).toBeVisible();
    expect(within(balance).getByText('HELSFIHH')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Uusi maksu' })).toHaveAttribute(
      'href',
      `/bank/accounts/transfer?accountId=${payment.Id}`,
    );
    expect(screen.getByRole('link', { name: 'Oma siirto' })).toBeVisible();
  });

  it('tells a person how many free withdrawals their savings account has left', async () => {
    await renderPage(pageOf(savings), aPerson(detailsOf(savings)));
    expect(await screen.findByText('Maksuttomia nostoja jäljellä tänä vuonna: 4/6')).toBeVisible();
    expect(screen.getByText('Kertynyt korko')).toBeVisible();
  });

  it('shows the last three months, and the three before them below with “Näytä lisää”', async () => {
    const fake = aPerson();
    await renderPage(pageOf(payment), fake);
    expect(await screen.findByRole('link', { name: /Palkka/ })).toBeVisible();
    expect(fake.requestsTo(bankAccounts.sepaAccountTransactions)).toEqual([
      { accountId: payment.Id, ...firstRange() },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Näytä lisää' }));
    expect(await screen.findByRole('link', { name: /Vuokra/ })).toBeVisible();
    expect(fake.requestsTo(bankAccounts.sepaAccountTransactions)[1]).toEqual({
      accountId: payment.Id,
      ...previousRange(firstRange()),
    });
    expect(transactionRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Palkka'),
      expect.stringContaining('Vuokra'),
    ]);
    expect(screen.getByRole('link', { name: /Palkka/ })).toHaveAttribute(
      'href',
      `/bank/accounts/payment?paymentId=${SALARY.Id}`,
    );
  });

  it('checks a range of the customer’s choosing before asking the bank', async () => {
    const fake = aPerson();
    await renderPage(pageOf(payment), fake);
    await screen.findByRole('link', { name: /Palkka/ });
    fireEvent.change(screen.getByLabelText('Alkaen'), { target: { value: '2026-09-30' } });
    fireEvent.change(screen.getByLabelText('Päättyen'), { target: { value: '2026-09-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Näytä' }));
    expect(await screen.findByText('Loppupäivä on ennen alkupäivää')).toBeVisible();
    expect(screen.getByLabelText('Päättyen')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requestsTo(bankAccounts.sepaAccountTransactions)).toHaveLength(1);
  });

  it('says when the chosen range has no transactions', async () => {
    await renderPage(pageOf(payment), aPerson().on(bankAccounts.sepaAccountTransactions, []));
    expect(await screen.findByText('Ei tapahtumia valitulla aikavälillä')).toBeVisible();
  });

  it('says the transactions could not be loaded, and loads them again when asked', async () => {
    const fake = aPerson().unreachable(bankAccounts.sepaAccountTransactions);
    await renderPage(pageOf(payment), fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Tapahtumien lataaminen epäonnistui.')).toBeVisible();
    fake.on(bankAccounts.sepaAccountTransactions, [SALARY]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('link', { name: /Palkka/ })).toBeVisible();
  });

  it('renames the account, and shows the new name', async () => {
    const fake = aPerson();
    fake.on(bankAccounts.sepaRenameAccount, ({ CustomName }) => {
      const renamed = detailsOf(payment, { CustomName });
      fake.on(bankAccounts.sepaAccount, renamed);
      return renamed;
    });
    await renderPage(pageOf(payment), fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Nimeä tili' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nimeä tili' });
    const name = within(dialog).getByLabelText('Tilin nimi');
    expect(name).toHaveValue('Käyttötili');
    await userEvent.clear(name);
    await userEvent.type(name, 'Arkitili');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Arkitili' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Tilin nimi on muutettu.')).toBeVisible();
    expect(fake.requestsTo(bankAccounts.sepaRenameAccount)).toEqual([
      { AccountId: payment.Id, AccountType: 'BankAccount', CustomName: 'Arkitili' },
    ]);
  });

  it('puts the bank’s refusal of a name on the name field', async () => {
    const fake = aPerson().refuse(
      bankAccounts.sepaRenameAccount,
      'CustomName',
      'accounts.validation.nameCharacters',
    );
    await renderPage(pageOf(payment), fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Nimeä tili' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nimeä tili' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('Nimessä on kiellettyjä merkkejä')).toBeVisible();
    const name = within(dialog).getByLabelText('Tilin nimi');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    await expectAccessible();
  });

  it('asks for a name before sending one', async () => {
    const fake = aPerson();
    await renderPage(pageOf(payment), fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Nimeä tili' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nimeä tili' });
    await userEvent.clear(within(dialog).getByLabelText('Tilin nimi'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('Tämä tieto tarvitaan')).toBeVisible();
    expect(fake.requestsTo(bankAccounts.sepaRenameAccount)).toEqual([]);
  });

  it('keeps a view-only customer’s buttons off and says why; nothing to rename', async () => {
    const fake = loggedInAs(aPerson(), 'viewOnly');
    await renderPage(pageOf(payment), fake);
    const newPayment = await screen.findByRole('button', { name: 'Uusi maksu' });
    expect(newPayment).toBeDisabled();
    expect(newPayment).toHaveAccessibleDescription(
      'Sinulla on verkkopankkiin vain katseluoikeus, joten et voi tehdä tätä toimintoa.',
    );
    expect(screen.queryByRole('button', { name: 'Nimeä tili' })).toBeNull();
    await expectAccessible();
  });

  it('shows a loading state while the account has not come', async () => {
    await renderPage(pageOf(payment), aPerson().hang(bankAccounts.sepaAccount));
    expect(await screen.findByRole('link', { name: 'Kaikki tilit' })).toBeVisible();
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();
  });

  it('says the account could not be loaded, and loads it again when asked', async () => {
    const fake = aPerson().unreachable(bankAccounts.sepaAccount);
    await renderPage(pageOf(payment), fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Tilin tietojen lataaminen epäonnistui.')).toBeVisible();
    fake.on(bankAccounts.sepaAccount, detailsOf(payment));
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Käyttötili' })).toBeVisible();
  });

  it('is not found for an address that names no account, without asking the bank', async () => {
    const fake = aPerson();
    await renderPage('/bank/accounts/12345', fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sivua ei löytynyt' }),
    ).toBeVisible();
    expect(fake.requestsTo(bankAccounts.sepaAccount)).toEqual([]);
  });

  it('sends a term deposit on to its own page', async () => {
    const fake = aPerson(detailsOf(termDeposit)).on(bankAccounts.depositAccountTransactions, []);
    const { router } = await renderPage(pageOf(termDeposit), fake);
    expect(await screen.findByText('Talletettu summa')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/bank/accounts/deposit/${termDeposit.Id}`);
  });
});
