import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { bankScreen, screenMeta } from '../bankScreen';

const screen = bankScreen('/bank/no-such-page', (who) => loggedInAs(createFakeBank(), who));

const meta = { title: 'Screens/Public/Not found', ...screenMeta } satisfies Meta;
export default meta;

/** A logged-in customer at an address the bank has no page for, in the bank's frame. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sivua ei löytynyt' }),
    ).toBeVisible();
  },
});
/** Outside the bank and the landing page. */
export const Outside = screen.state({ path: '/no-such-page' });
