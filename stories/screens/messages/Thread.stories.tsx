import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as communication from '../../../api/communication';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { CARD_LIMIT_THREAD } from '../../../app/testing/sampleThread';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill } from '../play';

const THREAD_ID = CARD_LIMIT_THREAD.Id;

const screen = bankScreen(`/bank/customer/messages/${THREAD_ID}`, (who) =>
  loggedInAs(createFakeBank(), who)
    .on(communication.communicationGetThread, CARD_LIMIT_THREAD)
    .on(communication.communicationThreads, { UnreadCount: 1, Threads: [] })
    .on(communication.communicationReplyThread, {
      ThreadId: THREAD_ID,
      MessageId: '3c7e2a10-5b1d-4e8f-9a2c-6d4b8e1f0b03',
    }),
);

const meta = { title: 'Screens/Messages/Thread', ...screenMeta } satisfies Meta;
export default meta;

/** The customer replies to the bank. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await fill(await canvas.findByRole('textbox', { name: 'Vastaus' }), 'Kiitos tiedosta');
    await userEvent.click(canvas.getByRole('button', { name: 'Lähetä' }));
    await expect(await canvas.findByText('Vastaus lähetetty')).toBeVisible();
  },
});
export const Loading = screen.loading(communication.communicationGetThread);
export const Failed = screen.failed(communication.communicationGetThread);
export const ViewOnly = screen.viewOnly();
export const Company = screen.company({ path: `/bank/company/messages/${THREAD_ID}` });
