import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import * as auth from '../../../api/auth';
import * as bank from '../../../api/bank';
import * as cardHolders from '../../../api/cardHolders';
import { CUSTOMERS, loggedInAs } from '../../testing/customers';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';

const INVITATION_ID = 'd2000000-0000-4000-8000-000000000001';
const AT_INVITATION = `/bank/cards/invitation/${INVITATION_ID}`;
const COMPANY = CUSTOMERS.companyMainUser.AvailableCustomers[1]!;

/** Aino, invited to hold Kuusela Rakennus Oy's card; accepting makes the company hers to switch to. */
function invitedBank() {
  let accepted = false;
  const fake = loggedInAs(createFakeBank(), 'person')
    .on(cardHolders.cardHolderInvitationForInvitee, () => ({
      Id: INVITATION_ID,
      CompanyName: COMPANY.Name,
      CardLimit: 1_500_00,
      Status: accepted ? ('Accepted' as const) : ('Pending' as const),
    }))
    .on(cardHolders.cardHolderInvitationApprovalUpdate, ({ Approved }) => {
      accepted = Approved;
      return {
        Id: INVITATION_ID,
        Status: Approved ? ('Accepted' as const) : ('Rejected' as const),
      };
    })
    .on(bank.customer, () => ({
      ...CUSTOMERS.person,
      AvailableCustomers: [...CUSTOMERS.person.AvailableCustomers, ...(accepted ? [COMPANY] : [])],
    }))
    .on(auth.accountSwitch, COMPANY);
  return fake;
}

beforeAll(() => import('./InvitationPage'));

describe('the invited person’s answer', () => {
  it('shows who invites her and with which limit; accepted, she switches to the company’s cards', async () => {
    const fake = invitedBank();
    const { router } = await renderPage(AT_INVITATION, fake);
    expect(
      await screen.findByText('Kuusela Rakennus Oy kutsuu sinut yrityskorttinsa haltijaksi.'),
    ).toBeVisible();
    expect(screen.getByText('1 500,00 €')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Hyväksy kutsu' }));

    expect(
      await screen.findByRole('heading', {
        name: 'Olet nyt yrityksen Kuusela Rakennus Oy kortinhaltija',
      }),
    ).toHaveFocus();
    expect(fake.requestsTo(cardHolders.cardHolderInvitationApprovalUpdate)).toEqual([
      { invitationId: INVITATION_ID, Approved: true },
    ]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Siirry yrityksen kortteihin' }),
    );
    await expect.poll(() => router.state.location.pathname).toBe('/bank/cards');
    expect(fake.requestsTo(auth.accountSwitch)).toEqual([{ CustomerId: COMPANY.CustomerId }]);
  });

  it('rejects, and says she is not the company’s card holder', async () => {
    const fake = invitedBank();
    await renderPage(AT_INVITATION, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Hylkää kutsu' }));
    expect(await screen.findByRole('heading', { name: 'Kutsu on hylätty' })).toBeVisible();
    expect(screen.getByText('Et ole yrityksen Kuusela Rakennus Oy kortinhaltija.')).toBeVisible();
    expect(fake.requestsTo(cardHolders.cardHolderInvitationApprovalUpdate)).toEqual([
      { invitationId: INVITATION_ID, Approved: false },
    ]);
  });

  it('says an invitation already answered is answered', async () => {
    const fake = invitedBank().on(cardHolders.cardHolderInvitationForInvitee, {
      Id: INVITATION_ID,
      CompanyName: COMPANY.Name,
      CardLimit: 1_500_00,
      Status: 'Rejected',
    });
    await renderPage(AT_INVITATION, fake);
    expect(await screen.findByText('Kutsuun on jo vastattu.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Hyväksy kutsu' })).not.toBeInTheDocument();
  });

  it('says a removed invitation is not found', async () => {
    const fake = invitedBank().refuse(
      cardHolders.cardHolderInvitationForInvitee,
      'invitationId',
      'Kutsua ei löytynyt.',
      404,
    );
    await renderPage(AT_INVITATION, fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kutsun lataaminen epäonnistui.');
    expect(alert).toHaveTextContent('Kutsua ei löytynyt.');
    expect(within(alert).getByRole('button', { name: 'Yritä uudelleen' })).toBeVisible();
  });

  it('says the answer failed, and lets her answer again', async () => {
    const fake = invitedBank().unreachable(cardHolders.cardHolderInvitationApprovalUpdate);
    await renderPage(AT_INVITATION, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Hyväksy kutsu' }));
    expect(await screen.findByText('Vastauksen lähettäminen epäonnistui.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hyväksy kutsu' })).toBeEnabled();
  });

  it('finds no invitation at an address that cannot name one, without asking the bank', async () => {
    const fake = invitedBank();
    await renderPage('/bank/cards/invitation/ei-kutsu', fake);
    expect(await screen.findByText('Kutsua ei löytynyt.')).toBeVisible();
    expect(fake.requestsTo(cardHolders.cardHolderInvitationForInvitee)).toEqual([]);
  });
});
