import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Consent } from '../../../api/consents';
import * as consents from '../../../api/consents';
import { expectAccessible } from '../../testing/expectAccessible';
import { loggedInAs } from '../../testing/customers';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';

const PAGE = '/bank/customer/consents';

const BUDGETLY: Consent = {
  ConsentId: 'c1000000-0000-4000-8000-000000000001',
  ProviderName: 'Budgetly',
  Access: ['accounts', 'balances'],
  Accounts: [
    { Id: 'a1000000-0000-4000-8000-000000000001', Iban: 'FI2112345600000785', Name: 'Käyttötili' },
  ],
  Status: 'Accepted',
  ValidUntil: '2027-02-25',
  AcceptedAt: '2026-11-27T10:00:00.000Z',
};
const REVOKED: Consent = {
  ...BUDGETLY,
  ConsentId: 'c1000000-0000-4000-8000-000000000002',
  Status: 'Revoked',
};

const withConsents = (list: Consent[]) =>
  loggedInAs(createFakeBank()).on(consents.consentList, list);

describe('the consents page', () => {
  it('lists each consent with its provider, accounts, access, validity and status', async () => {
    await renderPage(PAGE, withConsents([BUDGETLY, REVOKED]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Suostumukset' })).toBeVisible();
    const [given, revoked] = await screen.findAllByRole('heading', { level: 2, name: 'Budgetly' });
    const panel = given!.parentElement!;
    expect(within(panel).getByText('Voimassa', { selector: 'span' })).toBeVisible();
    expect(within(panel).getByText('25.02.2027 asti')).toBeVisible();
    expect(within(panel).getByRole('listitem')).toHaveTextContent(
      /^Käyttötili FI21 1234 5600 0007 85/,
    );
    expect(within(panel).getByText('Tililuettelo, Tilien saldot')).toBeVisible();
    expect(within(revoked!.parentElement!).getByText('Peruttu')).toBeVisible();
    // Only a valid consent can be revoked.
    expect(screen.getAllByRole('button', { name: /Peru suostumus/ })).toHaveLength(1);
    await expectAccessible();
  });

  it('revokes a consent after the customer confirms it', async () => {
    const fake = withConsents([BUDGETLY]).on(consents.consentReject, {
      ConsentId: BUDGETLY.ConsentId,
      Status: 'Revoked',
      RedirectUrl: null,
    });
    await renderPage(PAGE, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Peru suostumus: Budgetly' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Haluatko varmasti perua suostumuksen?',
    });
    expect(within(dialog).getByText('Budgetly ei voi enää lukea tilitietojasi.')).toBeVisible();
    fake.on(consents.consentList, [{ ...BUDGETLY, Status: 'Revoked' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kyllä' }));
    expect(await screen.findByText('Suostumus peruttu')).toBeVisible();
    expect(fake.requestsTo(consents.consentReject)).toEqual([{ ConsentId: BUDGETLY.ConsentId }]);
    expect(await screen.findByText('Peruttu')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Peru suostumus/ })).toBeNull();
  });

  it('says when there are none', async () => {
    await renderPage(PAGE, withConsents([]));
    expect(
      await screen.findByText('Et ole antanut suostumuksia palveluntarjoajille.'),
    ).toBeVisible();
  });

  it('shows a loading state, then a failure with a way to try again', async () => {
    await renderPage(PAGE, loggedInAs(createFakeBank()).hang(consents.consentList));
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();

    const failing = loggedInAs(createFakeBank()).unreachable(consents.consentList);
    await renderPage(PAGE, failing);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Suostumuksia ei voitu hakea.')).toBeVisible();
    failing.on(consents.consentList, [BUDGETLY]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Budgetly' })).toBeVisible();
  });

  it('says the bank’s refusal', async () => {
    const fake = withConsents([BUDGETLY]).refuse(
      consents.consentReject,
      'ConsentId',
      'Pyyntö ei odota päätöstä',
      409,
    );
    await renderPage(PAGE, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Peru suostumus: Budgetly' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Kyllä' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Suostumuksen peruminen epäonnistui.')).toBeVisible();
    expect(within(alert).getByText('Pyyntö ei odota päätöstä')).toBeVisible();
  });
});
