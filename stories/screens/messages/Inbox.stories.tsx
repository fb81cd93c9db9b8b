import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as communication from '../../../api/communication';
import type { Inbox } from '../../../api/communication';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { bankScreen, screenMeta } from '../bankScreen';

const INBOX: Inbox = {
  UnreadCount: 2,
  Threads: [
    {
      Id: '3c7e2a10-5b1d-4e8f-9a2c-6d4b8e1f0a01',
      Subject: 'Kortin raja',
      LastMessageAt: '2026-11-26T08:05:00.000Z',
      UnreadCount: 2,
      HasDraft: false,
    },
    {
      Id: '3c7e2a10-5b1d-4e8f-9a2c-6d4b8e1f0a02',
      Subject: 'Osoitteenmuutos',
      LastMessageAt: '2026-11-20T12:30:00.000Z',
      UnreadCount: 0,
      HasDraft: true,
    },
  ],
};

const screen = bankScreen('/bank/customer/messages', (who) =>
  loggedInAs(createFakeBank(), who).on(communication.communicationThreads, INBOX),
);

const meta = { title: 'Screens/Messages/Inbox', ...screenMeta } satisfies Meta;
export default meta;

/** The customer starts a new message from the inbox. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Uusi viesti' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Uusi viesti' }),
    ).toBeVisible();
  },
});
export const Loading = screen.loading(communication.communicationThreads);
export const Failed = screen.failed(communication.communicationThreads);
export const Empty = screen.state({
  bank: (fake) => fake.on(communication.communicationThreads, { UnreadCount: 0, Threads: [] }),
});
export const ViewOnly = screen.viewOnly();
export const Company = screen.company({ path: '/bank/company/messages' });
