import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as auth from '../../../api/auth';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { bankScreen, screenMeta } from '../bankScreen';

const screen = bankScreen('/bank/login/logout', (who) =>
  loggedInAs(createFakeBank(), who).on(auth.logout, { LoggedOut: true }),
);

const meta = { title: 'Screens/Public/Logout', ...screenMeta } satisfies Meta;
export default meta;

/** The customer is logged out and offered the way back in. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Olet kirjautunut ulos.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kirjaudu uudelleen' })).toHaveAttribute(
      'href',
      '/bank/login',
    );
  },
});
/** The session ran out. */
export const TimedOut = screen.state({ path: '/bank/login/logout?to=1' });
/** The bank could not be reached: the customer still leaves. */
export const Failed = screen.failed(auth.logout);
