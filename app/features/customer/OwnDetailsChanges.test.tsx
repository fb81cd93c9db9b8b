import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as auth from '../../../api/auth';
import * as bank from '../../../api/bank';
import * as ownDetails from '../../../api/ownDetails';
import { loggedInAs } from '../../testing/customers';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';
import type { CustomerDetails } from './details';

const PAGE = '/bank/customer';
const VERIFICATION_ID = '5d1f0c3a-8b2e-4f6d-9a7c-3e1b2d4f6a80';
const SESSION_ID = '0b4f6a5e-9d3c-4c1e-8f3a-2b7d9e6c5a41';
const KEPT_CHANGE = ownDetails.updateBankAccountComplete.path;

const AINO: CustomerDetails = {
  Name: 'Aino Virtanen',
  customerType: 'Person',
  IdentityCode: '140388-****',
  Email: 'aino.virtanen@example.fi',
  PhoneNumber: { CountryCode: '+358', Number: '401234567' },
  StreetAddress: 'Esimerkkikatu 1 A 2',
  PostalCode: '00100',
  City: 'Helsinki',
  Country: 'FI',
  BankAccount: null,
};

/** A bank whose details change as the calls change them. */
function aino(details: CustomerDetails = AINO) {
  let current = details;
  const fake = loggedInAs(createFakeBank()).on(bank.customerDetails, () => current);
  const saved = (next: Partial<CustomerDetails>) => {
    current = { ...current, ...next };
    return current;
  };
  return { fake, saved };
}

const definition = (term: string) =>
  within(screen.getByRole('main').querySelector('dl')!).getByText(term, { selector: 'dt' })
    .nextElementSibling?.textContent;

afterEach(() => {
  history.replaceState(null, '', location.pathname);
  sessionStorage.clear();
});

describe('changing the address', () => {
  it('says a Finnish postal code is five digits, then saves and shows the new address', async () => {
    const { fake, saved } = aino();
    fake.on(ownDetails.updateCustomerAddress, (input) => saved(input));
    await renderPage(PAGE, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Muuta osoitetta' }));
    const postalCode = screen.getByRole('textbox', { name: 'Postinumero' });
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, '3310');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna osoite' }));
    expect(await screen.findByText('Postinumerossa on viisi numeroa')).toBeVisible();
    expect(postalCode).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(postalCode, '0');
    const street = screen.getByRole('textbox', { name: 'Katuosoite' });
    await userEvent.clear(street);
    await userEvent.type(street, 'Uusikatu 5');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Postitoimipaikka' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Postitoimipaikka' }), 'Tampere');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna osoite' }));
    expect(await screen.findByText('Osoite tallennettu.')).toBeVisible();
    expect(fake.requestsTo(ownDetails.updateCustomerAddress)).toEqual([
      { StreetAddress: 'Uusikatu 5', PostalCode: '33100', City: 'Tampere', Country: 'FI' },
    ]);
    await screen.findByText('Uusikatu 5, 33100 Tampere');
    expect(definition('Osoite')).toBe('Uusikatu 5, 33100 Tampere');
  });
  it('names the countries in the customer’s language', async () => {
    await renderPage(PAGE, aino().fake, { language: 'sv' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ändra adress' }));
    const country = screen.getByRole('combobox', { name: 'Land' });
    expect(within(country).getByRole('option', { name: 'Sverige' })).toBeInTheDocument();
    expect(within(country).queryByRole('option', { name: 'Ruotsi' })).toBeNull();
  });
});

describe('changing the phone number', () => {
  it('sends a code to the new number and puts it in force with the code', async () => {
    const { fake, saved } = aino();
    fake
      .on(ownDetails.updatePhoneNumberStart, {
        VerificationId: VERIFICATION_ID,
        ExpiresAt: '2026-11-27T00:10:00Z',
      })
      .on(ownDetails.updatePhoneNumberComplete, () =>
        saved({ PhoneNumber: { CountryCode: '+358', Number: '407654321' } }),
      );
    await renderPage(PAGE, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Vaihda puhelinnumero' }));
    await userEvent.type(
      within(screen.getByRole('group', { name: 'Uusi puhelinnumero' })).getByRole('textbox'),
      '040 765 4321',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä koodi' }));
    expect(await screen.findByText(/Lähetimme tekstiviestillä 4-numeroisen koodin/)).toBeVisible();
    expect(fake.requestsTo(ownDetails.updatePhoneNumberStart)).toEqual([
      { CountryCode: '+358', Number: '407654321' },
    ]);
    await userEvent.click(screen.getAllByRole('textbox')[0]!);
    await userEvent.paste('1234');
    expect(await screen.findByText('Puhelinnumero vaihdettu.')).toBeVisible();
    await screen.findByText('+358 407654321');
    expect(fake.requestsTo(ownDetails.updatePhoneNumberComplete)).toEqual([
      { VerificationId: VERIFICATION_ID, Code: '1234' },
    ]);
  });

  it('says a wrong code on the code input', async () => {
    const { fake } = aino();
    fake
      .on(ownDetails.updatePhoneNumberStart, {
        VerificationId: VERIFICATION_ID,
        ExpiresAt: '2026-11-27T00:10:00Z',
      })
      .refuse(
        ownDetails.updatePhoneNumberComplete,
        'Code',
        'Koodi on väärä. Tarkista koodi ja yritä uudelleen.',
        422,
      );
    await renderPage(PAGE, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Vaihda puhelinnumero' }));
    await userEvent.type(
      within(screen.getByRole('group', { name: 'Uusi puhelinnumero' })).getByRole('textbox'),
      '0407654321',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä koodi' }));
    await screen.findByText(/Lähetimme tekstiviestillä/);
    await userEvent.click(screen.getAllByRole('textbox')[0]!);
    await userEvent.paste('9999');
    expect(
      await screen.findByText('Koodi on väärä. Tarkista koodi ja yritä uudelleen.'),
    ).toBeVisible();
    expect(definition('Puhelin')).toBe('+358 401234567');
  });
});

describe('changing the account the bank pays to', () => {
  it('leaves for strong identification with the new account', async () => {
    const { fake } = aino();
    fake
      .on(ownDetails.updateBankAccountStart, {
        SessionId: SESSION_ID,
        ApprovalText: 'Tilin vaihto',
      })
      .on(auth.startAuthentication, { IdentificationUrl: '#identification' });
    await renderPage(PAGE, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Vaihda tilinumero' }));
    const iban = screen.getByRole('textbox', { name: /Uusi tilinumero/ });
    await userEvent.type(iban, 'FI21 1234 5600 0007 86');
    await userEvent.click(screen.getByRole('button', { name: 'Vahvista tunnistautumalla' }));
    expect(await screen.findByText('Virheellinen tilinumero')).toBeVisible();
    await userEvent.clear(iban);
    await userEvent.type(iban, 'FI21 1234 5600 0007 85');
    await userEvent.click(screen.getByRole('button', { name: 'Vahvista tunnistautumalla' }));
    await expect.poll(() => location.hash).toBe('#identification');
    expect(fake.requestsTo(ownDetails.updateBankAccountStart)).toEqual([
      { Iban: 'FI2112345600000785' },
    ]);
    expect(fake.requestsTo(auth.startAuthentication)[0]?.auth).toMatchObject({
      AuthId: SESSION_ID,
      type: 'BankAccountUpdate',
      nextUrl: PAGE,
    });
    expect(JSON.parse(sessionStorage.getItem(KEPT_CHANGE)!)).toEqual({ SessionId: SESSION_ID });
  });

  it('completes the confirmed change and shows the new account', async () => {
    sessionStorage.setItem(KEPT_CHANGE, JSON.stringify({ SessionId: SESSION_ID }));
    const { fake, saved } = aino();
    fake.on(ownDetails.updateBankAccountComplete, () =>
      saved({ BankAccount: 'FI2112345600000785' }),
    );
    await renderPage(`${PAGE}?status=ok`, fake);
    expect(await screen.findByText('Tilinumero vaihdettu')).toBeVisible();
    await screen.findByText('FI21 1234 5600 0007 85');
    expect(fake.requestsTo(ownDetails.updateBankAccountComplete)).toEqual([
      { SessionId: SESSION_ID },
    ]);
  });

  it('tells a cancelled identification', async () => {
    sessionStorage.setItem(KEPT_CHANGE, JSON.stringify({ SessionId: SESSION_ID }));
    await renderPage(`${PAGE}?status=cancel`, aino().fake);
    expect(await screen.findByText('Tilinumeron vaihto keskeytetty')).toBeVisible();
  });
});

describe('who may change the details', () => {
  it('a view-only person sees why, and no change', async () => {
    const fake = loggedInAs(createFakeBank(), 'viewOnly').on(bank.customerDetails, AINO);
    await renderPage(PAGE, fake);
    expect(await screen.findByText('Tietojen muuttaminen ei ole mahdollista')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Muuta osoitetta' })).toBeNull();
  });

  it('a person whose KYC has expired sees why, and no change', async () => {
    const fake = aino().fake.on(bank.kyc, {
      KycValidTo: '2020-01-01',
      IsKYCVerified: true,
      IsViewOnly: false,
    });
    await renderPage(PAGE, fake);
    expect(await screen.findByText('Tietojen muuttaminen ei ole mahdollista')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Vaihda puhelinnumero' })).toBeNull();
  });
});
