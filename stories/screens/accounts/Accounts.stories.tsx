import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as bank from '../../../api/bank';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { SAMPLE_ACCOUNTS } from '../../../app/testing/sampleAccounts';
import { bankScreen, screenMeta } from '../bankScreen';

const { payment, savings, termDeposit } = SAMPLE_ACCOUNTS;
const ACCOUNTS = [payment, savings, termDeposit];

const screen = bankScreen('/bank/accounts', (who) =>
  loggedInAs(createFakeBank(), who).on(bank.accounts, ACCOUNTS).on(bank.companyAccounts, ACCOUNTS),
);

const meta = { title: 'Screens/Accounts/Accounts', ...screenMeta } satisfies Meta;
export default meta;

export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /^Käyttötili/ })).toBeVisible();
  },
});
export const Loading = screen.loading(bank.accounts);
export const Empty = screen.state({ bank: (fake) => fake.on(bank.accounts, []) });
export const Failed = screen.failed(bank.accounts);
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
export const KycExpiring = screen.kycExpiring();
export const Company = screen.company();
