import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as communication from '../../../api/communication';
import { loggedInAs } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';

const PAGE = '/bank/customer/messages/new';
const SAVED = {
  ThreadId: '3c7e2a10-5b1d-4e8f-9a2c-6d4b8e1f0a01',
  MessageId: '3c7e2a10-5b1d-4e8f-9a2c-6d4b8e1f0b01',
};

const writing = () =>
  loggedInAs(createFakeBank()).on(communication.communicationSendMessage, SAVED);
const subject = () => screen.findByRole('textbox', { name: 'Aihe' });
const body = () => screen.findByRole('textbox', { name: 'Viesti' });

describe('a new message', () => {
  it('asks for a subject and a text, within their lengths, saying which is wrong', async () => {
    const fake = writing();
    await renderPage(PAGE, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Uusi viesti' })).toBeVisible();
    expect(await subject()).toHaveAccessibleDescription('Enintään 100 merkkiä');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByText('Kirjoita viestille aihe')).toBeVisible();
    expect(screen.getByText('Kirjoita viesti')).toBeVisible();
    expect(await subject()).toHaveFocus();
    await expectAccessible();

    await userEvent.type(await subject(), 'x'.repeat(101));
    await userEvent.tab();
    expect(await screen.findByText('Aihe voi olla enintään 100 merkkiä pitkä')).toBeVisible();
    expect(fake.requestsTo(communication.communicationSendMessage)).toEqual([]);
  });

  it('sends it, then the inbox says it was sent', async () => {
    const fake = writing().on(communication.communicationThreads, {
      UnreadCount: 1,
      Threads: [
        {
          Id: SAVED.ThreadId,
          Subject: 'Kortin raja',
          LastMessageAt: '2026-11-26T08:05:00.000Z',
          UnreadCount: 1,
          HasDraft: false,
        },
      ],
    });
    const { router } = await renderPage(PAGE, fake);
    await userEvent.type(await subject(), 'Kortin raja');
    await userEvent.type(await body(), 'Hei!{Enter}Voiko rajaa nostaa?');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByText('Viesti lähetetty')).toBeVisible();
    expect(router.state.location.pathname).toBe('/bank/customer/messages');
    expect(fake.requestsTo(communication.communicationSendMessage)).toEqual([
      { Subject: 'Kortin raja', Body: 'Hei!\nVoiko rajaa nostaa?', IsDraft: false },
    ]);
    expect(await screen.findByRole('link', { name: /^Kortin raja/ })).toBeVisible();
  });

  it('keeps it as a draft', async () => {
    const fake = writing();
    await renderPage(PAGE, fake);
    await userEvent.type(await subject(), 'Luonnos');
    await userEvent.type(await body(), 'Kesken');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna luonnoksena' }));
    expect(await screen.findByText('Luonnos tallennettu')).toBeVisible();
    expect(fake.requestsTo(communication.communicationSendMessage)).toEqual([
      { Subject: 'Luonnos', Body: 'Kesken', IsDraft: true },
    ]);
  });

  it('puts the bank’s refusal on the field it names', async () => {
    const fake = loggedInAs(createFakeBank()).refuse(
      communication.communicationSendMessage,
      'Body',
      'Viestissä on merkkejä, joita ei voi lähettää',
    );
    await renderPage(PAGE, fake);
    await userEvent.type(await subject(), 'Aihe');
    await userEvent.type(await body(), 'Teksti');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByText('Viestissä on merkkejä, joita ei voi lähettää')).toBeVisible();
    expect(await body()).toHaveFocus();
  });
});
