import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as loans from '../../../api/loans';
import { bankScreen, screenMeta } from '../bankScreen';
import { loanBank } from './loanBank';

const screen = bankScreen('/bank/loans', loanBank);

const meta = { title: 'Screens/Loans/Loans', ...screenMeta } satisfies Meta;
export default meta;

/** The customer opens a loan from the list. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: /^Remonttilaina/ }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Remonttilaina' }),
    ).toBeVisible();
  },
});
export const Loading = screen.loading(loans.summary);
export const Failed = screen.failed(loans.summary);
export const Empty = screen.state({
  bank: (fake) => fake.on(loans.summary, []).on(loans.applications, []),
});
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
export const Company = screen.company({ path: '/bank/company/loans' });
