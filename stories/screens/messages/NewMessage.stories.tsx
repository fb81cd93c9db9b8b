import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as communication from '../../../api/communication';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { bankScreen, screenMeta } from '../bankScreen';

const screen = bankScreen('/bank/customer/messages/new', (who) =>
  loggedInAs(createFakeBank(), who).on(communication.communicationSendMessage, {
    ThreadId: '3c7e2a10-5b1d-4e8f-9a2c-6d4b8e1f0a01',
    MessageId: '3c7e2a10-5b1d-4e8f-9a2c-6d4b8e1f0b01',
  }),
);

const meta = { title: 'Screens/Messages/New message', ...screenMeta } satisfies Meta;
export default meta;

/** Sent empty, the form says what each field needs. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Lähetä' }));
    await expect(await canvas.findByText('Kirjoita viestille aihe')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Aihe' })).toHaveFocus();
  },
});
export const ViewOnly = screen.viewOnly();
export const Company = screen.company({ path: '/bank/company/messages/new' });
