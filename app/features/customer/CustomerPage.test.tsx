import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as bank from '../../../api/bank';
import type { CallOutput } from '../../../api/call';
import { loggedInAs } from '../../testing/customers';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';

const AINO: CallOutput<typeof bank.customerDetails> = {
  Name: 'Aino Virtanen',
  customerType: 'Person',
  IdentityCode: '150390-****',
  Email: 'aino.virtanen@example.fi',
  PhoneNumber: { CountryCode: '+358', Number: '401234567' },
  StreetAddress: 'Esimerkkikatu 1 A 2',
  PostalCode: '00100',
  City: 'Helsinki',
  Country: 'FI',
  BankAccount: null,
};

/** Each term of the details with its value, as a screen reader reads the list. */
function details(): Record<string, string> {
  const list = screen.getByRole('main').querySelector('dl')!;
  const terms = within(list).getAllByRole('term');
  const values = within(list).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, i) => [term.textContent, values[i]!.textContent]));
}

describe('the own details page', () => {
  it('shows the details the bank has of the customer', async () => {
    await renderPage('/bank/customer', loggedInAs(createFakeBank()).on(bank.customerDetails, AINO));
    expect(await screen.findByRole('heading', { level: 1, name: 'Omat tiedot' })).toBeVisible();
    await screen.findByText('Aino Virtanen', { selector: 'dd' });
    expect(details()).toEqual({
      Nimi: 'Aino Virtanen',
      Henkilötunnus: '150390-****',
      Sähköposti: 'aino.virtanen@example.fi',
      Puhelin: '+358 401234567',
      Osoite: 'Esimerkkikatu 1 A 2, 00100 Helsinki',
      'Tili, jolle pankki maksaa': 'Ei annettu',
    });
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Turvarajat' }),
    ).toHaveAttribute('href', '/bank/customer/all-payments-settings');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Pikamaksujen rajat' }),
    ).toHaveAttribute('href', '/bank/customer/instant-transfers-settings');
  });

  it('names a company’s business id, and says which details are not given', async () => {
    const company = {
      ...AINO,
      Name: 'Kuusela Rakennus Oy',
      customerType: 'Company' as const,
      IdentityCode: '1234567-1',
      Email: null,
      PhoneNumber: null,
      StreetAddress: null,
      PostalCode: null,
      City: null,
      Country: null,
      BankAccount: null,
    };
    await renderPage(
      '/bank/customer',
      loggedInAs(createFakeBank(), 'companyMainUser').on(bank.customerDetails, company),
    );
    await screen.findByText('Kuusela Rakennus Oy', { selector: 'dd' });
    expect(details()).toMatchObject({
      'Y-tunnus': '1234567-1',
      Sähköposti: 'Ei annettu',
      Puhelin: 'Ei annettu',
      Osoite: 'Ei annettu',
    });
  });

  it('shows a loading state while the details have not come', async () => {
    await renderPage('/bank/customer', loggedInAs(createFakeBank()).hang(bank.customerDetails));
    expect(await screen.findByRole('heading', { level: 1, name: 'Omat tiedot' })).toBeVisible();
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();
  });

  it('says the details could not be loaded, and loads them again when asked', async () => {
    const fake = loggedInAs(createFakeBank()).unreachable(bank.customerDetails);
    await renderPage('/bank/customer', fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Omien tietojen lataaminen epäonnistui.')).toBeVisible();
    fake.on(bank.customerDetails, AINO);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Aino Virtanen', { selector: 'dd' })).toBeVisible();
  });
});
