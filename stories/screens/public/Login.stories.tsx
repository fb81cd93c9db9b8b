import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { bankScreen, screenMeta } from '../bankScreen';

const screen = bankScreen('/bank/login', () => createFakeBank());

const meta = { title: 'Screens/Public/Login', ...screenMeta } satisfies Meta;
export default meta;

/** The visitor's one action is a plain form to the identification, asking the bank nothing. */
export const Loaded = screen.main({
  play: async ({ canvas, loaded }) => {
    const identify = await canvas.findByRole('button', { name: 'Tunnistaudu' });
    await expect(identify.closest('form')).toHaveAttribute('action', '/bank/login/identify');
    await expect(loaded.screen.bank.requests).toEqual([]);
  },
});
/** The identification was cancelled: the page says why the visitor is back. */
export const Failed = screen.state({ path: '/bank/login?error=authentication_aborted' });
