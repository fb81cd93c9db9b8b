import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { openingBank } from '../../../app/testing/openingBank';
import { bankScreen, screenMeta } from '../bankScreen';

const screen = bankScreen('/bank/accounts/terms/term-deposit', openingBank);

const meta = { title: 'Screens/Opening/Terms', ...screenMeta } satisfies Meta;
export default meta;

/** The customer reads the terms and finds the way back. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
  },
});
export const SavingsAccount = screen.state({ path: '/bank/accounts/terms/savings-account' });
