import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { describe, expect, it } from 'vitest';
import * as bankAccounts from '../../../api/bankAccounts';
import { balanceCertificate } from '../../../api/bankProducts';
import { toIsoDate } from '../../../domain/dates/dates';
import { detailsOf, SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';
import { loggedInAs } from '../../testing/customers';
import { createFakeBank } from '../../testing/fakeBank';
import { expectAccessible } from '../../testing/expectAccessible';
import { renderPage } from '../../testing/renderPage';

const { payment } = SAMPLE_ACCOUNTS;

const MAIN_ACCOUNT = detailsOf({ ...payment, CustomName: 'Päätili' });
const PAGE = `/bank/accounts/balance-statement?accountId=${MAIN_ACCOUNT.Id}`;

const aCompany = () =>
  loggedInAs(createFakeBank(), 'companyMainUser').on(bankAccounts.sepaAccount, MAIN_ACCOUNT);

describe('the balance statement page', () => {
  it('shows which account the certificate is of, for today unless another day is chosen', async () => {
    await renderPage(PAGE, aCompany());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Saldo- ja korkotodistus' }),
    ).toBeVisible();
    expect(await screen.findByText('Päätili')).toBeVisible();
    expect(screen.getByText('FI21 1234 5600 0007 85')).toBeVisible();
    expect(screen.getByLabelText('Päivä')).toHaveValue(format(new Date(), 'd.M.yyyy'));
    expect(screen.getByRole('button', { name: 'Lataa todistus (PDF)' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Takaisin tilille' })).toHaveAttribute(
      'href',
      `/bank/accounts/${MAIN_ACCOUNT.Id}?accountType=BankAccount`,
    );
  });

  it('refuses a day still to come before asking the bank', async () => {
    const fake = aCompany();
    await renderPage(PAGE, fake);
    const day = await screen.findByLabelText('Päivä');
    fireEvent.change(day, { target: { value: toIsoDate(addDays(new Date(), 1)) } });
    await userEvent.click(screen.getByRole('button', { name: 'Lataa todistus (PDF)' }));
    expect(await screen.findByText('Päivä ei voi olla tulevaisuudessa.')).toBeVisible();
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requestsTo(balanceCertificate)).toEqual([]);
    await expectAccessible();
  });

  it('puts the bank’s refusal of the day on the day field', async () => {
    const fake = aCompany().refuse(balanceCertificate, 'date', 'Tili ei ollut vielä avattu.');
    await renderPage(PAGE, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Lataa todistus (PDF)' }));
    expect(await screen.findByText('Tili ei ollut vielä avattu.')).toBeVisible();
    expect(screen.getByLabelText('Päivä')).toHaveFocus();
    expect(fake.requestsTo(balanceCertificate)).toEqual([
      { accountId: MAIN_ACCOUNT.Id, date: toIsoDate(new Date()) },
    ]);
  });

  it('says why the bank did not give the certificate, in the customer’s language', async () => {
    const fake = aCompany().refuse(
      balanceCertificate,
      'customer',
      'errors.access.notEntitled',
      403,
    );
    await renderPage(PAGE, fake, { language: 'sv' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ladda ner intyget (PDF)' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Det gick inte att ladda ner intyget')).toBeVisible();
    expect(within(alert).getByText(/^Du har inte rätt/)).toBeVisible();
  });

  it('tells a person that certificates are for companies, without asking for the account', async () => {
    const fake = loggedInAs(createFakeBank()).on(bankAccounts.sepaAccount, MAIN_ACCOUNT);
    await renderPage(PAGE, fake);
    expect(await screen.findByText(/^Todistukset ovat yritysasiakkaiden palvelu\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lataa todistus (PDF)' })).toBeNull();
    expect(fake.requestsTo(bankAccounts.sepaAccount)).toEqual([]);
  });

  it('says which accounts qualify when this one does not', async () => {
    const external = detailsOf({ ...payment, Type: 'ExternalBankAccount' });
    await renderPage(PAGE, aCompany().on(bankAccounts.sepaAccount, external));
    expect(
      await screen.findByText(
        'Saldo- ja korkotodistuksen voi tulostaa vain tämän pankin omasta tilistä.',
      ),
    ).toBeVisible();
  });

  it('asks for an account when the address names none', async () => {
    await renderPage('/bank/accounts/balance-statement', aCompany());
    expect(
      await screen.findByText('Valitse ensin tili, jolle todistus tulostetaan.'),
    ).toBeVisible();
  });

  it('shows a loading state while the account has not come', async () => {
    await renderPage(PAGE, aCompany().hang(bankAccounts.sepaAccount));
    expect(await screen.findByRole('heading', { name: 'Saldo- ja korkotodistus' })).toBeVisible();
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();
  });

  it('says the account could not be loaded, and loads it again when asked', async () => {
    const fake = aCompany().unreachable(bankAccounts.sepaAccount);
    await renderPage(PAGE, fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Tilin tietojen lataaminen epäonnistui.')).toBeVisible();
    fake.on(bankAccounts.sepaAccount, MAIN_ACCOUNT);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('button', { name: 'Lataa todistus (PDF)' })).toBeVisible();
  });
});
