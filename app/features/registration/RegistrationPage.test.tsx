import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as auth from '../../../api/auth';
import * as registration from '../../../api/registration';
import { createFakeBank } from '../../testing/fakeBank';
import { expectAccessible } from '../../testing/expectAccessible';
import { renderPage } from '../../testing/renderPage';

const PAGE = '/open/registration';
const VERIFICATION_ID = '5d1f0c3a-8b2e-4f6d-9a7c-3e1b2d4f6a80';
const CUSTOMER_ID = '0b4f6a5e-9d3c-4c1e-8f3a-2b7d9e6c5a41';

/** A person identified for registration, whose step moves on as the calls answer. */
function identified() {
  let Step: 'Contact' | 'Kyc' | 'Done' = 'Contact';
  const fake = createFakeBank()
    .on(auth.sessionStatus, { status: 'active' })
    .on(registration.registrationStatus, () => ({ FirstName: 'Helmi', Step }));
  const moveTo = (next: typeof Step) => {
    Step = next;
  };
  return { fake, moveTo };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the registration page', () => {
  it('starts with strong identification for a visitor', async () => {
    const fake = createFakeBank()
      .on(auth.sessionStatus, { status: '' })
      .on(registration.registrationTupasStart, {
        SessionId: VERIFICATION_ID,
        IdentificationUrl: '#identification',
      });
    await renderPage(PAGE, fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ryhdy asiakkaaksi' }),
    ).toBeVisible();
    expect(await screen.findByRole('progressbar')).toHaveAccessibleName(
      'Asiakkaaksi ryhtymisen vaiheet',
    );
    expect(screen.getByRole('link', { name: 'Kirjaudu verkkopankkiin' })).toHaveAttribute(
      'href',
      '/bank/login',
    );
    await expectAccessible();
    await userEvent.click(screen.getByRole('button', { name: 'Tunnistaudu' }));
    expect(await screen.findByRole('button', { name: /Siirrytään tunnistukseen/ })).toBeVisible();
    expect(fake.requestsTo(registration.registrationTupasStart)).toEqual([{}]);
  });

  it('says an identification that did not succeed', async () => {
    await renderPage(
      `${PAGE}?status=cancel`,
      createFakeBank().on(auth.sessionStatus, { status: '' }),
    );
    expect(await screen.findByText('Tunnistautuminen keskeytettiin.')).toBeVisible();
  });

  it('shows a loading state until the bank says where the registration stands', async () => {
    const fake = createFakeBank()
      .on(auth.sessionStatus, { status: 'active' })
      .hang(registration.registrationStatus);
    await renderPage(PAGE, fake);
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();
  });

  it('says the registration could not be loaded, and loads it again when asked', async () => {
    const fake = createFakeBank()
      .on(auth.sessionStatus, { status: 'active' })
      .unreachable(registration.registrationStatus);
    await renderPage(PAGE, fake);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Rekisteröitymisen tietojen lataaminen epäonnistui.'),
    ).toBeVisible();
    fake.on(registration.registrationStatus, { FirstName: 'Helmi', Step: 'Contact' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Hei Helmi! Tunnistautuminen onnistui.')).toBeVisible();
  });

  it('takes the contact details, the SMS code and the KYC answers, then offers a payment account', async () => {
    const { fake, moveTo } = identified();
    fake
      .on(registration.registrationStart, {
        VerificationId: VERIFICATION_ID,
        ExpiresAt: '2026-11-27T00:10:00Z',
      })
      .on(registration.registrationVerifySms, () => {
        moveTo('Kyc');
        return { Step: 'Kyc' as const };
      })
      .on(registration.registrationComplete, () => {
        moveTo('Done');
        return { CustomerId: CUSTOMER_ID, customerType: 'Person' as const, Name: 'Helmi Rekola' };
      });
    await renderPage(PAGE, fake);
    expect(await screen.findByRole('heading', { name: 'Yhteystietosi' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä vahvistuskoodi' }));
    expect(field('Sähköpostiosoite')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible();

    await userEvent.type(
      within(screen.getByRole('group', { name: 'Matkapuhelinnumero' })).getByRole('textbox'),
      '040 123 9876',
    );
    await userEvent.type(field('Sähköpostiosoite'), 'helmi.rekola@example.com');
    await userEvent.type(field('Katuosoite'), 'Kauppakatu 3 A 1');
    await userEvent.type(field('Postinumero'), '40100');
    await userEvent.type(field('Postitoimipaikka'), 'Jyväskylä');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä vahvistuskoodi' }));
    expect(await screen.findByText(/Lähetimme tekstiviestillä 4-numeroisen koodin/)).toBeVisible();
    expect(fake.requestsTo(registration.registrationStart)).toEqual([
      {
        CountryCode: '+358',
        Number: '401239876',
        Email: 'helmi.rekola@example.com',
        StreetAddress: 'Kauppakatu 3 A 1',
        PostalCode: '40100',
        City: 'Jyväskylä',
      },
    ]);

    await userEvent.click(screen.getAllByRole('textbox')[0]!);
    await userEvent.paste('1234');
    expect(await screen.findByRole('heading', { name: 'Asiakkaan tuntemistiedot' })).toBeVisible();
    expect(fake.requestsTo(registration.registrationVerifySms)).toEqual([
      { VerificationId: VERIFICATION_ID, Code: '1234' },
    ]);

    // The survey a customer renews her KYC with: every answer is asked for.
    await userEvent.click(screen.getByRole('button', { name: 'Ryhdy asiakkaaksi' }));
    expect(await screen.findByText('Valitse, mihin käytät pankkia')).toBeVisible();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Mihin käytät pankkia pääasiassa?' }),
      'Säästäminen',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Mistä varasi pääasiassa tulevat?' }),
      'Palkka',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Paljonko tileillesi tulee rahaa kuukaudessa?' }),
      'Alle 1 000 €',
    );
    const pep = screen.getByRole('radiogroup', { name: /poliittisesti vaikutusvaltainen/ });
    await userEvent.click(within(pep).getByRole('radio', { name: 'Ei' }));
    const own = screen.getByRole('radiogroup', { name: /omissa asioissasi/ });
    await userEvent.click(within(own).getByRole('radio', { name: 'Kyllä' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ryhdy asiakkaaksi' }));
    expect(await screen.findByRole('heading', { name: 'Olet nyt asiakkaamme' })).toBeVisible();
    expect(fake.requestsTo(registration.registrationComplete)).toEqual([
      {
        RelationshipPurpose: 'Saving',
        FundsSource: 'Salary',
        MonthlyDeposits: 'Under1000',
        IsPoliticallyExposed: false,
        ActsOnOwnBehalf: true,
      },
    ]);
    expect(screen.getByRole('link', { name: 'Avaa käyttötili' })).toHaveAttribute(
      'href',
      '/bank/accounts/open-payment-account',
    );
    await expectAccessible();
  });

  it('puts the bank’s refusal under the phone, keeping what was typed', async () => {
    const { fake } = identified();
    fake.refuse(registration.registrationStart, 'Number', 'Phone number is to short', 400);
    await renderPage(PAGE, fake);
    await screen.findByRole('heading', { name: 'Yhteystietosi' });
    await userEvent.type(
      within(screen.getByRole('group', { name: 'Matkapuhelinnumero' })).getByRole('textbox'),
      '040 123 9876',
    );
    await userEvent.type(field('Sähköpostiosoite'), 'helmi@example.com');
    await userEvent.type(field('Katuosoite'), 'Kauppakatu 3');
    await userEvent.type(field('Postinumero'), '40100');
    await userEvent.type(field('Postitoimipaikka'), 'Jyväskylä');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä vahvistuskoodi' }));
    expect(await screen.findByText('Phone number is to short')).toBeVisible();
    expect(field('Sähköpostiosoite')).toHaveValue('helmi@example.com');
  });
});
