import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as communication from '../../../api/communication';
import type { Thread } from '../../../api/communication';
import { loggedInAs } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';
import { CARD_LIMIT_THREAD } from '../../testing/sampleThread';

const THREAD_ID = CARD_LIMIT_THREAD.Id;
const PAGE = `/bank/customer/messages/${THREAD_ID}`;
const DRAFT_ID = '3c7e2a10-5b1d-4e8f-9a2c-6d4b8e1f0b03';

const WITH_DRAFT: Thread = {
  ...CARD_LIMIT_THREAD,
  Messages: [
    ...CARD_LIMIT_THREAD.Messages,
    {
      Id: DRAFT_ID,
      Sender: 'Customer',
      AuthorName: 'Aino Virtanen',
      Body: 'Keskeneräinen',
      SentAt: null,
      IsDraft: true,
      WasUnread: false,
    },
  ],
};

const aThread = (thread: Thread = CARD_LIMIT_THREAD) =>
  loggedInAs(createFakeBank())
    .on(communication.communicationGetThread, thread)
    .on(communication.communicationThreads, { UnreadCount: 1, Threads: [] });

describe('a thread', () => {
  it('shows its messages, oldest first, the bank’s new one marked', async () => {
    await renderPage(PAGE, aThread());
    expect(await screen.findByRole('heading', { level: 1, name: 'Kortin raja' })).toBeVisible();
    const messages = within(screen.getByRole('list', { name: 'Viestit' })).getAllByRole('listitem');
    expect(messages).toHaveLength(2);
    expect(within(messages[0]!).getByRole('heading', { name: 'Aino Virtanen' })).toBeVisible();
    expect(within(messages[0]!).getByText('Lähetetty 26.11.2026 klo 10.05')).toBeVisible();
    expect(within(messages[1]!).getByRole('heading', { name: 'Pankki' })).toBeVisible();
    expect(within(messages[1]!).getByText('Uusi')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Vastaus' })).toBeVisible();
    await expectAccessible();
  });

  it('once read, clears the menu’s count', async () => {
    const fake = aThread().on(communication.communicationThreads, {
      UnreadCount: 1,
      Threads: [
        {
          Id: THREAD_ID,
          Subject: 'Kortin raja',
          LastMessageAt: '2026-11-26T08:05:00.000Z',
          UnreadCount: 1,
          HasDraft: false,
        },
      ],
    });
    await renderPage('/bank/customer/messages', fake);
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    expect(await within(menu).findByRole('link', { name: 'Viestit (1 lukematon)' })).toBeVisible();
    fake.on(communication.communicationThreads, { UnreadCount: 0, Threads: [] });
    await userEvent.click(await screen.findByRole('link', { name: /^Kortin raja/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kortin raja' })).toBeVisible();
    expect(await within(menu).findByRole('link', { name: 'Viestit' })).toBeVisible();
  });

  it('sends a reply, checking its length first', async () => {
    const fake = aThread().on(communication.communicationReplyThread, {
      ThreadId: THREAD_ID,
      MessageId: DRAFT_ID,
    });
    await renderPage(PAGE, fake);
    const reply = await screen.findByRole('textbox', { name: 'Vastaus' });
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByText('Kirjoita viesti')).toBeVisible();
    expect(reply).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(reply);
    await userEvent.paste('x'.repeat(2001));
    await userEvent.tab();
    expect(await screen.findByText('Viesti voi olla enintään 2000 merkkiä pitkä')).toBeVisible();
    await userEvent.clear(reply);
    await userEvent.type(reply, 'Kiitos tiedosta');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByText('Vastaus lähetetty')).toBeVisible();
    expect(fake.requestsTo(communication.communicationReplyThread)).toEqual([
      { ThreadId: THREAD_ID, Body: 'Kiitos tiedosta', IsDraft: false },
    ]);
    expect(reply).toHaveValue('');
  });

  it('a draft is finished and sent, or deleted', async () => {
    const fake = aThread(WITH_DRAFT)
      .on(communication.communicationSendDrafted, { ThreadId: THREAD_ID, MessageId: DRAFT_ID })
      .on(communication.communicationDeleteMessage, { ThreadId: THREAD_ID, ThreadDeleted: false });
    await renderPage(PAGE, fake);
    const draft = await screen.findByRole('textbox', { name: 'Viesti' });
    expect(draft).toHaveValue('Keskeneräinen');
    expect(screen.queryByRole('textbox', { name: 'Vastaus' })).toBeNull();
    await expectAccessible();
    await userEvent.type(draft, ' ja valmis');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä luonnos' }));
    await expect
      .poll(() => fake.requestsTo(communication.communicationSendDrafted))
      .toEqual([{ MessageId: DRAFT_ID, Body: 'Keskeneräinen ja valmis' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Poista luonnos' }));
    await expect
      .poll(() => fake.requestsTo(communication.communicationDeleteMessage))
      .toEqual([{ MessageId: DRAFT_ID }]);
  });

  it('deleting the only draft of a thread goes back to the inbox, which says so', async () => {
    const onlyDraft: Thread = { ...WITH_DRAFT, Messages: WITH_DRAFT.Messages.slice(2) };
    const fake = aThread(onlyDraft).on(communication.communicationDeleteMessage, {
      ThreadId: THREAD_ID,
      ThreadDeleted: true,
    });
    const { router } = await renderPage(PAGE, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Poista luonnos' }));
    expect(await screen.findByText('Luonnos poistettu')).toBeVisible();
    expect(router.state.location.pathname).toBe('/bank/customer/messages');
  });

  it('shows a loading state, then a failure with a way to try again', async () => {
    await renderPage(PAGE, loggedInAs(createFakeBank()).hang(communication.communicationGetThread));
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();

    const failing = loggedInAs(createFakeBank()).unreachable(communication.communicationGetThread);
    await renderPage(PAGE, failing);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Viestiketjua ei voitu hakea.')).toBeVisible();
    failing.on(communication.communicationGetThread, CARD_LIMIT_THREAD);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kortin raja' })).toBeVisible();
  });

  it('another’s thread is not found, with nothing to try again', async () => {
    const refused = loggedInAs(createFakeBank()).refuse(
      communication.communicationGetThread,
      'ThreadId',
      'Viestiketjua ei löytynyt',
      404,
    );
    await renderPage(PAGE, refused);
    expect(await screen.findByRole('alert')).toHaveTextContent('Viestiketjua ei löytynyt');
    expect(screen.queryByRole('button', { name: 'Yritä uudelleen' })).toBeNull();
    await expectAccessible();
  });

  it('an address that is no thread is not found, without asking the bank', async () => {
    const fake = loggedInAs(createFakeBank());
    await renderPage('/bank/customer/messages/not-a-thread', fake);
    expect(await screen.findByRole('alert')).toHaveTextContent('Viestiketjua ei löytynyt');
    expect(fake.requestsTo(communication.communicationGetThread)).toEqual([]);
  });
});
