import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as auth from '../../../api/auth';
import * as bank from '../../../api/bank';
import * as calls from '../../../api/purchaseRights';
import { CUSTOMERS, loggedInAs } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';

const PAGE = '/bank/company/purchase-rights';
const SESSION_ID = '0b7c9f0e-4d1a-4c55-9a57-1f2e3d4c5b6a';
const KEPT_CHANGE = calls.purchaseRightsComplete.path;
const RIGHT = {
  Id: '6f1b9a52-3c2d-4e8f-9a7b-1c2d3e4f5a6b',
  Name: 'Emilia Lehtonen',
  MaskedPersonalId: '190401A****',
  GrantedAt: '2026-11-20T10:15:00.000Z',
};

const companyBank = () => loggedInAs(createFakeBank(), 'companyMainUser');

describe('the company’s authorisations', () => {
  it('lists the people with a right, each with a way to remove it', async () => {
    await renderPage(PAGE, companyBank().on(calls.purchaseRights, { Rights: [RIGHT] }));
    expect(await screen.findByText('Emilia Lehtonen')).toBeVisible();
    expect(screen.getByText(/190401A\*\*\*\* · Valtuutettu 20\.11\.2026/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Poista valtuus: Emilia Lehtonen' })).toBeVisible();
    await expectAccessible();
  });

  it('says so when nobody has a right, and shows the wait before', async () => {
    await renderPage(PAGE, companyBank().hang(calls.purchaseRights));
    await screen.findByRole('heading', { level: 1, name: 'Valtuudet' });
    expect(screen.queryByText('Kenelläkään ei ole valtuutta.')).not.toBeInTheDocument();
    await renderPage(PAGE, companyBank().on(calls.purchaseRights, { Rights: [] }));
    expect(await screen.findByText('Kenelläkään ei ole valtuutta.')).toBeVisible();
  });

  it('says a failure with a way to try again', async () => {
    const fake = companyBank().refuse(calls.purchaseRights, 'technical_error', 'Häiriö', 500);
    await renderPage(PAGE, fake);
    expect(await screen.findByText('Valtuuksien lataaminen epäonnistui.')).toBeVisible();
    fake.on(calls.purchaseRights, { Rights: [RIGHT] });
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Emilia Lehtonen')).toBeVisible();
  });

  it('a user who is not the main user sees the list, not the changes', async () => {
    const fake = companyBank()
      .on(bank.customer, { ...CUSTOMERS.companyMainUser, Role: 'Authorized' })
      .on(calls.purchaseRights, { Rights: [RIGHT] });
    await renderPage(PAGE, fake);
    expect(
      await screen.findByText('Valtuuksia antaa ja poistaa yrityksen pääkäyttäjä.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Poista valtuus/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Anna valtuus' })).toBeNull();
  });

  it('grants a right by strong identification, and completes it on the return', async () => {
    const fake = companyBank()
      .on(calls.purchaseRights, { Rights: [] })
      .on(calls.purchaseRightsAdd, { SessionId: SESSION_ID, ApprovalText: 'Valtuus' })
      .on(auth.startAuthentication, { IdentificationUrl: '#identification' });
    await renderPage(PAGE, fake);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Henkilötunnus' }),
      '190401A984X',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Etunimi' }), 'Emilia');
    await userEvent.type(screen.getByRole('textbox', { name: 'Sukunimi' }), 'Lehtonen');
    await userEvent.click(screen.getByRole('button', { name: 'Anna valtuus' }));
    expect(await screen.findByText('Tarkista henkilötunnus.')).toBeVisible();
    const personalId = screen.getByRole('textbox', { name: 'Henkilötunnus' });
    await userEvent.clear(personalId);
    await userEvent.type(personalId, '190401a984f');
    await userEvent.click(screen.getByRole('button', { name: 'Anna valtuus' }));
    await expect.poll(() => location.hash).toBe('#identification');
    expect(fake.requestsTo(calls.purchaseRightsAdd)).toEqual([
      { PersonalId: '190401A984F', FirstName: 'Emilia', LastName: 'Lehtonen' },
    ]);
    expect(fake.requestsTo(auth.startAuthentication)[0]?.auth).toMatchObject({
      AuthId: SESSION_ID,
      type: 'PurchaseRights',
      nextUrl: PAGE,
    });

    const back = companyBank()
      .on(calls.purchaseRights, { Rights: [RIGHT] })
      .on(calls.purchaseRightsComplete, { Rights: [RIGHT] });
    await renderPage(`${PAGE}?status=ok`, back);
    expect(await screen.findByText('Valtuudet on päivitetty.')).toBeVisible();
    await waitFor(() =>
      expect(back.requestsTo(calls.purchaseRightsComplete)).toEqual([{ SessionId: SESSION_ID }]),
    );
    expect(sessionStorage.getItem(KEPT_CHANGE)).toBeNull();
  });
});
