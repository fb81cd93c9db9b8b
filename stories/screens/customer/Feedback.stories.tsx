import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as ownDetails from '../../../api/ownDetails';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill } from '../play';

const screen = bankScreen('/bank/customer/feedback', (who) =>
  loggedInAs(createFakeBank(), who).on(ownDetails.sendFeedback, {
    FeedbackId: '7c2e4a1b-3d5f-4e6a-8b9c-0d1e2f3a4b5c',
  }),
);

const meta = { title: 'Screens/Customer/Feedback', ...screenMeta } satisfies Meta;
export default meta;

/** The customer chooses a topic, writes and sends; the bank thanks. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Aihe' }),
      'Verkkopankki',
    );
    await fill(canvas.getByRole('textbox', { name: 'Palaute' }), 'Selkeä pankki');
    await userEvent.click(canvas.getByRole('button', { name: 'Lähetä palaute' }));
    await expect(await canvas.findByText('Kiitos palautteestasi!')).toBeVisible();
  },
});
export const Refused = screen.state({
  bank: (fake) =>
    fake.refuse(
      ownDetails.sendFeedback,
      'customer',
      'Liian monta yritystä. Yritä hetken kuluttua uudelleen.',
      429,
    ),
});
export const Company = screen.company();
