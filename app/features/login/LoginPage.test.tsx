import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as quickLogin from '../../../api/quickLogin';
import { PIN_MARKER_COOKIE } from '../../../api/quickLogin';
import { createFakeBank } from '../../testing/fakeBank';
import { expectAccessible } from '../../testing/expectAccessible';
import { renderPage } from '../../testing/renderPage';

const VERIFICATION_ID = '5d1f0c3a-8b2e-4f6d-9a7c-3e1b2d4f6a80';
const EXPIRES = '2026-11-27T00:10:00Z';

describe('the login page', () => {
  it('starts the identification with a plain form, asking the bank nothing itself', async () => {
    const fake = createFakeBank();
    await renderPage('/bank/login', fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kirjaudu verkkopankkiin' }),
    ).toBeVisible();
    const identify = screen.getByRole('button', { name: 'Tunnistaudu' });
    expect(identify.closest('form')).toHaveAttribute('action', '/bank/login/identify');
    await waitFor(() => expect(document.title).toBe('Kirjaudu – Verkkopankki'));
    expect(fake.requests).toEqual([]);
  });

  it('says why the last identification did not log the customer in', async () => {
    await renderPage('/bank/login?error=authentication_aborted', createFakeBank());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kirjautuminen ei onnistunutTunnistautuminen keskeytettiin.',
    );
    await expectAccessible();
  });

  it('ignores an error it does not know', async () => {
    await renderPage('/bank/login?error=<script>', createFakeBank());
    await screen.findByRole('heading', { level: 1, name: 'Kirjaudu verkkopankkiin' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks English when the customer has chosen it', async () => {
    await renderPage('/bank/login', createFakeBank(), { language: 'en' });
    expect(await screen.findByRole('button', { name: 'Identify' })).toBeVisible();
  });
});

describe('the login page’s quicker ways in', () => {
  afterEach(() => {
    document.cookie = `${PIN_MARKER_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('logs in by an SMS code: henkilötunnus and phone, then the code, then the one-time token', async () => {
    const fake = createFakeBank()
      .on(quickLogin.authSmsStart, { VerificationId: VERIFICATION_ID, ExpiresAt: EXPIRES })
      .on(quickLogin.authSmsComplete, { LoginToken: 'kertakaytto' })
      // Answered, the page would leave for the bank: the journey follows it there.
      .hang(quickLogin.authSmsToken);
    await renderPage('/bank/login', fake);
    expect(screen.queryByRole('heading', { name: 'Kirjaudu PIN-koodilla' })).toBeNull();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Kirjaudu tekstiviestikoodilla' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä koodi' }));
    expect(await screen.findByText('Tarkista henkilötunnus')).toBeVisible();
    await expectAccessible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Henkilötunnus' }), '140388-9028');
    await userEvent.type(
      within(screen.getByRole('group', { name: 'Matkapuhelinnumero' })).getByRole('textbox'),
      '040 123 4567',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä koodi' }));
    expect(await screen.findByText(/Jos tiedot vastaavat asiakkaamme tietoja/)).toBeVisible();
    expect(fake.requestsTo(quickLogin.authSmsStart)).toEqual([
      { PersonalId: '140388-9028', CountryCode: '+358', Number: '401234567' },
    ]);
    await userEvent.click(screen.getAllByRole('textbox')[0]!);
    await userEvent.paste('4321');
    await vi.waitFor(() =>
      expect(fake.requestsTo(quickLogin.authSmsToken)).toEqual([{ LoginToken: 'kertakaytto' }]),
    );
    expect(fake.requestsTo(quickLogin.authSmsComplete)).toEqual([
      { VerificationId: VERIFICATION_ID, Code: '4321' },
    ]);
  });

  it('says a code that does not log in on the code input', async () => {
    const fake = createFakeBank()
      .on(quickLogin.authSmsStart, { VerificationId: VERIFICATION_ID, ExpiresAt: EXPIRES })
      .refuse(
        quickLogin.authSmsComplete,
        'Code',
        'Koodi ei kelpaa. Tarkista koodi tai pyydä uusi.',
        422,
      );
    await renderPage('/bank/login', fake);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Kirjaudu tekstiviestikoodilla' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Henkilötunnus' }), '140388-9028');
    await userEvent.type(
      within(screen.getByRole('group', { name: 'Matkapuhelinnumero' })).getByRole('textbox'),
      '0401234567',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä koodi' }));
    await screen.findByText(/Jos tiedot vastaavat/);
    await userEvent.click(screen.getAllByRole('textbox')[0]!);
    await userEvent.paste('4321');
    expect(
      await screen.findByText('Koodi ei kelpaa. Tarkista koodi tai pyydä uusi.'),
    ).toBeVisible();
  });

  it('offers the PIN on a device that has one, and says the bank’s refusal', async () => {
    document.cookie = `${PIN_MARKER_COOKIE}=1; Path=/`;
    const fake = createFakeBank().refuse(
      quickLogin.pinLogin,
      'Pin',
      'Kirjautuminen PIN-koodilla epäonnistui. Tarkista koodi ja yritä uudelleen.',
      401,
    );
    await renderPage('/bank/login?error=already_customer', fake);
    expect(await screen.findByRole('heading', { name: 'Kirjaudu PIN-koodilla' })).toBeVisible();
    expect(screen.getByText('Olet jo asiakkaamme. Kirjaudu verkkopankkiin.')).toBeVisible();
    await userEvent.click(screen.getAllByRole('textbox')[0]!);
    await userEvent.paste('2580');
    expect(
      await screen.findByText(
        'Kirjautuminen PIN-koodilla epäonnistui. Tarkista koodi ja yritä uudelleen.',
      ),
    ).toBeVisible();
    expect(fake.requestsTo(quickLogin.pinLogin)).toEqual([{ Pin: '2580' }]);
    await expectAccessible();
  });
});
