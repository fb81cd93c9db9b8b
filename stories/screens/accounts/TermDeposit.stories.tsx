import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as bank from '../../../api/bank';
import * as bankAccounts from '../../../api/bankAccounts';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { detailsOf, SAMPLE_ACCOUNTS, transaction } from '../../../app/testing/sampleAccounts';
import { bankScreen, screenMeta } from '../bankScreen';

const { termDeposit } = SAMPLE_ACCOUNTS;

const screen = bankScreen(`/bank/accounts/deposit/${termDeposit.Id}`, (who) =>
  loggedInAs(createFakeBank(), who)
    .on(bank.accounts, [termDeposit])
    .on(bank.companyAccounts, [termDeposit])
    .on(bankAccounts.sepaAccount, detailsOf(termDeposit, { OpenedAt: '2025-07-15' }))
    .on(bankAccounts.depositAccountTransactions, [
      transaction(1, '2025-07-15', 10_000_00, 'Talletus'),
    ]),
);

const meta = { title: 'Screens/Accounts/Term deposit', ...screenMeta } satisfies Meta;
export default meta;

/** The page's one action is for a company: the way to the deposit certificate. */
export const Company = screen.main({
  who: 'companyMainUser',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /todistus/i })).toBeVisible();
  },
});
export const Loaded = screen.state();
export const Loading = screen.loading(bankAccounts.sepaAccount);
export const Empty = screen.state({
  bank: (fake) => fake.on(bankAccounts.depositAccountTransactions, []),
});
export const Failed = screen.failed(bankAccounts.depositAccountTransactions);
