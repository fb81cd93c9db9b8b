import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import * as bank from '../../../api/bank';
import * as company from '../../../api/company';
import { loggedInAs } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';

const PAGE = '/bank/company';

const KUUSELA: company.CompanyDetailsRecord = {
  Name: 'Kuusela Rakennus Oy',
  BusinessId: '2345678-9',
  StreetAddress: 'Rakentajankatu 3',
  PostalCode: '33100',
  City: 'Tampere',
  Email: 'info@kuuselarakennus.fi',
  PhoneNumber: { CountryCode: '+358', Number: '401234567' },
};

const companyBank = () =>
  loggedInAs(createFakeBank(), 'companyMainUser').on(company.companyDetails, KUUSELA);

beforeAll(() => import('./CompanyPage'));

describe('the company’s details', () => {
  it('shows what the bank has', async () => {
    await renderPage(PAGE, companyBank());
    expect(await screen.findByText('2345678-9')).toBeVisible();
    expect(screen.getByText('Rakentajankatu 3, 33100 Tampere')).toBeVisible();
    expect(screen.getByText('+358 401234567')).toBeVisible();
    await expectAccessible();
  });

  it('shows the wait, then a failure with a way to try again', async () => {
    const fake = companyBank().refuse(company.companyDetails, 'technical_error', 'Häiriö', 500);
    await renderPage(PAGE, fake);
    expect(await screen.findByText('Yrityksen tietojen lataaminen epäonnistui.')).toBeVisible();
    fake.on(company.companyDetails, KUUSELA);
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('2345678-9')).toBeVisible();
  });

  it('shows nothing of the company while the bank answers', async () => {
    await renderPage(PAGE, companyBank().hang(company.companyDetails));
    expect(await screen.findByRole('heading', { name: 'Yrityksen tiedot' })).toBeVisible();
    expect(screen.queryByText('Y-tunnus')).not.toBeInTheDocument();
  });

  it('changes the phone number, refusing a number too short first', async () => {
    const fake = companyBank().on(company.companyDetailsUpdate, (details) => ({
      ...KUUSELA,
      PhoneNumber: { CountryCode: '+358', Number: details.PhoneNumber.slice(4) },
    }));
    await renderPage(PAGE, fake);
    const phone = await screen.findByRole('group', { name: 'Puhelinnumero' });
    const number = within(phone).getByLabelText('Numero');
    await userEvent.clear(number);
    await userEvent.type(number, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna yhteystiedot' }));
    expect(await screen.findByText('Phone number is to short')).toBeVisible();
    expect(fake.requestsTo(company.companyDetailsUpdate)).toEqual([]);

    await userEvent.clear(number);
    await userEvent.type(number, '50 765 4321');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna yhteystiedot' }));
    expect(await screen.findByText('Yhteystiedot on päivitetty.')).toBeVisible();
    expect(fake.requestsTo(company.companyDetailsUpdate)).toEqual([
      {
        StreetAddress: 'Rakentajankatu 3',
        PostalCode: '33100',
        City: 'Tampere',
        Email: 'info@kuuselarakennus.fi',
        PhoneNumber: '+358507654321',
      },
    ]);
  });

  it('puts the bank’s refusal under its field', async () => {
    const fake = companyBank().refuse(
      company.companyDetailsUpdate,
      'Email',
      'Virheellinen sähköpostiosoite',
    );
    await renderPage(PAGE, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Tallenna yhteystiedot' }));
    expect(await screen.findByText('Virheellinen sähköpostiosoite')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Sähköposti' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('sends a request to change the name to the bank', async () => {
    const fake = companyBank().on(company.companyContactRequest, ({ Subject }) => ({
      Id: '3b0e3a52-9b8f-4b1e-8f0e-2d1c0b9a8f7e',
      Subject,
      SentAt: '2026-11-27T08:00:00.000Z',
    }));
    await renderPage(PAGE, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Lähetä pyyntö' }));
    expect(await screen.findByText('Valitse, mitä muutos koskee')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Yrityksen nimi' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Viesti pankille' }),
      'Uusi nimi: Kuusela Oy',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä pyyntö' }));
    expect(
      await screen.findByText('Pyyntö on lähetetty pankille. Otamme sinuun yhteyttä.'),
    ).toBeVisible();
    expect(fake.requestsTo(company.companyContactRequest)).toEqual([
      { Subject: 'Name', Message: 'Uusi nimi: Kuusela Oy' },
    ]);
  });

  it('shows a view-only user the details but no forms', async () => {
    await renderPage(
      PAGE,
      companyBank().on(bank.kyc, {
        KycValidTo: '2030-01-01',
        IsKYCVerified: true,
        IsViewOnly: true,
      }),
    );
    expect(await screen.findByText('2345678-9')).toBeVisible();
    expect(
      screen.getByText(
        'Sinulla on verkkopankkiin vain katseluoikeus, joten et voi muuttaa yrityksen tietoja.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Tallenna yhteystiedot' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lähetä pyyntö' })).not.toBeInTheDocument();
  });
});
