import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as cardHolders from '../../../api/cardHolders';
import { cardOrderBank, INVITATIONS } from '../../testing/cardOrderBank';
import { renderPage } from '../../testing/renderPage';

const HOLDERS = '/bank/cards/holders';
const [pending, removed] = INVITATIONS as [(typeof INVITATIONS)[0], (typeof INVITATIONS)[0]];

const invitationOf = (email: string) =>
  screen.getByText(email, { selector: 'strong' }).closest('li') as HTMLElement;

/** A row's button: its visible word, then (for screen readers) whose invitation. */
const named = (word: string, email: string) =>
  new RegExp(`^${word}\\s+${email.replaceAll('.', '\\.')}$`);

beforeAll(() => import('./CardHoldersPage'));
afterEach(() => vi.restoreAllMocks());

describe('the company’s card holders and invitations', () => {
  it('lists the holders with their cards, and each invitation with its date, limit and state', async () => {
    await renderPage(HOLDERS, cardOrderBank());
    expect(await screen.findByText('Sanna Heikkinen')).toBeVisible();
    expect(screen.getByText(/\*\*\*\* 2222/)).toBeVisible();
    expect(screen.getByText('Ei verkkopankkitunnuksia')).toBeVisible();
    expect(screen.getByText('Emilia Lehtonen').closest('li')).toHaveTextContent(
      'Ei vielä kortteja',
    );

    const row = invitationOf(pending.Email);
    expect(within(row).getByText('1 500,00 €')).toBeVisible();
    expect(within(row).getByText('20.11.2026')).toBeVisible();
    expect(within(row).getByText('Odottaa')).toBeVisible();
    expect(within(invitationOf(removed.Email)).getByText('Poistettu')).toBeVisible();
    // A removed invitation can only be sent again.
    expect(
      within(invitationOf(removed.Email)).queryByRole('button', { name: /Poista/ }),
    ).not.toBeInTheDocument();
  });

  it('copies a pending invitation’s link and says Kopioitu', async () => {
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await renderPage(HOLDERS, cardOrderBank());
    await userEvent.click(
      await screen.findByRole('button', { name: `Kopioi kutsulinkki: ${pending.Email}` }),
    );
    expect(write).toHaveBeenCalledWith(`${location.origin}/bank/cards/invitation/${pending.Id}`);
    expect(within(invitationOf(pending.Email)).getByRole('status')).toHaveTextContent('Kopioitu');
  });

  it('removes an invitation only once the question is answered Kyllä', async () => {
    const fake = cardOrderBank().on(cardHolders.removePendingInvitation, {
      ...pending,
      Status: 'Removed',
    });
    await renderPage(HOLDERS, fake);
    const remove = await screen.findByRole('button', { name: named('Poista', pending.Email) });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Haluatko varmasti poistaa kutsun?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ei' }));
    expect(fake.requestsTo(cardHolders.removePendingInvitation)).toEqual([]);

    await userEvent.click(remove);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Kyllä' }),
    );
    expect(await screen.findByText('Kutsu on poistettu.')).toBeVisible();
    expect(fake.requestsTo(cardHolders.removePendingInvitation)).toEqual([
      { invitationId: pending.Id },
    ]);
  });

  it('sends an invitation again to a corrected address, refusing one that is not an address', async () => {
    const fake = cardOrderBank().on(cardHolders.reactivatePendingInvitation, ({ email }) => ({
      ...removed,
      Email: email,
      Status: 'Pending' as const,
    }));
    await renderPage(HOLDERS, fake);
    await userEvent.click(
      await screen.findByRole('button', { name: named('Lähetä uudelleen', removed.Email) }),
    );
    const email = screen.getByRole('textbox', { name: 'Sähköposti' });
    expect(email).toHaveFocus();
    await userEvent.clear(email);
    await userEvent.type(email, 'ei-osoite');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Syötä kelvollinen sähköpostiosoite'),
    );
    expect(fake.requestsTo(cardHolders.reactivatePendingInvitation)).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, 'anna.rantanen@kuusela.fi');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(
      await screen.findByText('Kutsu on lähetetty osoitteeseen anna.rantanen@kuusela.fi.'),
    ).toBeVisible();
    expect(fake.requestsTo(cardHolders.reactivatePendingInvitation)).toEqual([
      { invitationId: removed.Id, email: 'anna.rantanen@kuusela.fi' },
    ]);
  });

  it('says when there is no invitation, and when the holders failed, with a retry', async () => {
    const fake = cardOrderBank()
      .on(cardHolders.pendingCardHolderInvitations, [])
      .unreachable(cardHolders.companyCardHolders);
    await renderPage(HOLDERS, fake);
    expect(await screen.findByText('Yrityksellä ei ole avoimia kutsuja.')).toBeVisible();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kortinhaltijoiden lataaminen epäonnistui.');
    fake.on(cardHolders.companyCardHolders, []);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Yrityksellä ei ole vielä kortinhaltijoita.')).toBeVisible();
  });

  it('sends the company’s card holder to her employer', async () => {
    await renderPage(HOLDERS, cardOrderBank('cardHolder'));
    expect(await screen.findByText(/Ota yhteyttä työnantajaasi/)).toBeVisible();
    expect(screen.queryByText(pending.Email)).not.toBeInTheDocument();
  });
});
