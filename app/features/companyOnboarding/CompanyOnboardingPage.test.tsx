import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as auth from '../../../api/auth';
import * as calls from '../../../api/companyOnboarding';
import {
  ONBOARDING_AT_OWNERS,
  ONBOARDING_STARTED,
  SALMISEN_VIHERRAKENNUS,
} from '../../testing/companyOnboarding';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';
import type { Onboarding } from './api';

const PAGE = '/open/company';
const ID = ONBOARDING_STARTED.Id;
const VERIFICATION_ID = '0b7c9f0e-4d1a-4c55-9a57-1f2e3d4c5b6a';

const identified = (onboarding: Onboarding = ONBOARDING_STARTED) =>
  createFakeBank()
    .on(auth.sessionStatus, { status: 'active' })
    .on(calls.companyOnboardingUnderWay, onboarding);

describe('a company’s onboarding', () => {
  it('asks a visitor to identify first, and leaves for the identification', async () => {
    const fake = createFakeBank()
      .on(auth.sessionStatus, { status: '' })
      .on(calls.companyTupasStart, { SessionId: ID, IdentificationUrl: '#identification' });
    await renderPage(PAGE, fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yritysasiakkaaksi' }),
    ).toBeVisible();
    await expectAccessible();
    await userEvent.click(await screen.findByRole('button', { name: 'Tunnistaudu' }));
    await expect.poll(() => location.hash).toBe('#identification');
    expect(fake.requestsTo(calls.companyOnboardingUnderWay)).toHaveLength(0);
  });

  it('shows the wait, then a failure with a way to try again', async () => {
    await renderPage(PAGE, identified().hang(calls.companyOnboardingUnderWay));
    await screen.findByRole('heading', { level: 1, name: 'Yritysasiakkaaksi' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const fake = identified().refuse(
      calls.companyOnboardingUnderWay,
      'technical_error',
      'Häiriö',
      500,
    );
    await renderPage(PAGE, fake);
    expect(await screen.findByText('Yritysasiakkuuden avaamista ei voitu ladata.')).toBeVisible();
    fake.on(calls.companyOnboardingUnderWay, ONBOARDING_STARTED);
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { name: 'Puhelinnumeron vahvistus' })).toBeVisible();
  });

  it('says the bank’s refusal to a session acting for a company', async () => {
    const fake = identified().refuse(
      calls.companyOnboardingUnderWay,
      'customerType',
      'Toiminto on vain henkilöasiakkaille.',
      403,
    );
    await renderPage(PAGE, fake);
    expect(await screen.findByText('Toiminto on vain henkilöasiakkaille.')).toBeVisible();
  });

  it('verifies the phone by the code sent, then finds and chooses the company', async () => {
    const fake = identified()
      .on(calls.companySmsVerificationStart, {
        VerificationId: VERIFICATION_ID,
        ExpiresAt: '2026-11-27T00:10:00Z',
      })
      .on(calls.companySmsVerificationComplete, { ...ONBOARDING_STARTED, PhoneVerified: true })
      .on(calls.companySearch, SALMISEN_VIHERRAKENNUS)
      .on(calls.companySearchDetails, {
        ...SALMISEN_VIHERRAKENNUS,
        StreetAddress: 'Runeberginkatu 55 A 12',
        PostalCode: '00260',
        IndustryCode: '81300',
        Industry: 'Maisemanhoitopalvelut',
        RegisteredOn: '2016-03-01',
        Representatives: [
          { Name: 'Olli Salminen', Position: 'Toimitusjohtaja', SigningRight: 'Alone' },
        ],
      })
      .on(calls.companyUpdatePrelimKyc, ONBOARDING_AT_OWNERS);
    await renderPage(PAGE, fake);
    const phone = await screen.findByRole('group', { name: 'Puhelinnumero' });
    await userEvent.type(within(phone).getByRole('textbox'), '044 789 0123');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä koodi' }));
    await screen.findByText(/Lähetimme tekstiviestillä/);
    fake.on(calls.companyOnboardingUnderWay, { ...ONBOARDING_STARTED, PhoneVerified: true });
    await userEvent.click(screen.getAllByRole('textbox')[0]!);
    await userEvent.paste('1234');
    expect(fake.requestsTo(calls.companySmsVerificationStart)).toEqual([
      { Id: ID, CountryCode: '+358', Number: '447890123' },
    ]);

    const businessId = await screen.findByRole('textbox', { name: /Y-tunnus/ });
    await userEvent.type(businessId, '9823106-7');
    await userEvent.click(screen.getByRole('button', { name: 'Hae yritys' }));
    expect(await screen.findByText('Tarkista Y-tunnus (muodossa 1234567-8).')).toBeVisible();
    await userEvent.clear(businessId);
    await userEvent.type(businessId, '9823106-8');
    await userEvent.click(screen.getByRole('button', { name: 'Hae yritys' }));
    expect(await screen.findByText('Löytyi: Salmisen Viherrakennus Oy, Helsinki')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tämä on yritykseni' }));
    expect(
      await screen.findByText(/Olli Salminen, Toimitusjohtaja \(Edustaa yksin\)/),
    ).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Liikevaihto vuodessa'), 'Under100k');
    await userEvent.selectOptions(screen.getByLabelText('Henkilöstön määrä'), 'From1To9');
    await expectAccessible();
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    await waitFor(() =>
      expect(fake.requestsTo(calls.companyUpdatePrelimKyc)).toEqual([
        { Id: ID, Turnover: 'Under100k', Employees: 'From1To9' },
      ]),
    );
  });

  it('confirms the beneficial owners the register proposes, and an empty list says so', async () => {
    const owner = {
      FirstName: 'Olli',
      LastName: 'Salminen',
      BirthDate: '1983-07-25',
      OwnershipPercent: 60,
      CountryCode: 'FI',
      IsPoliticallyExposed: false,
    };
    const fake = identified(ONBOARDING_AT_OWNERS)
      .on(calls.companyListBeneficialOwners, { BeneficialOwners: [owner], Confirmed: false })
      .on(calls.companyUpdateBeneficialOwners, {
        ...ONBOARDING_AT_OWNERS,
        BeneficialOwnersConfirmed: true,
      });
    await renderPage(PAGE, fake);
    const share = await screen.findByRole('textbox', { name: 'Omistusosuus (%)' });
    expect(share).toHaveValue('60');
    await userEvent.clear(share);
    await userEvent.type(share, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(await screen.findByText(/Edunsaaja omistaa yli 25 %/)).toBeVisible();
    await userEvent.clear(share);
    await userEvent.type(share, '60,5');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    await waitFor(() =>
      expect(fake.requestsTo(calls.companyUpdateBeneficialOwners)).toEqual([
        { Id: ID, BeneficialOwners: [{ ...owner, OwnershipPercent: 60.5 }] },
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Poista edunsaaja 1' }));
    expect(screen.getByText('Kukaan ei omista yli 25 % yrityksestä.')).toBeVisible();
  });
});
