import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as loans from '../../../api/loans';
import { bankScreen, screenMeta } from '../bankScreen';
import { APPLICATION, loanBank } from './loanBank';

const screen = bankScreen(`/bank/loans/application/${APPLICATION.Id}/details`, loanBank);

const meta = { title: 'Screens/Loans/Loan application', ...screenMeta } satisfies Meta;
export default meta;

/** The customer reads where the application is. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Lainahakemus' }),
    ).toBeVisible();
  },
});
export const Loading = screen.loading(loans.applications);
export const Failed = screen.failed(loans.applications);
export const NotFound = screen.state({ bank: (fake) => fake.on(loans.applications, []) });
