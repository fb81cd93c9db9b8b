import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as bank from '../../../api/bank';
import * as bankAccounts from '../../../api/bankAccounts';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { detailsOf, SAMPLE_ACCOUNTS, transaction } from '../../../app/testing/sampleAccounts';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill, onPage } from '../play';

const { payment, savings } = SAMPLE_ACCOUNTS;
const SALARY = transaction(1, '2026-11-20', 3_200_00, 'Palkka');
const RENT = transaction(2, '2026-11-02', -850_00, 'Vuokra');

const screen = bankScreen(`/bank/accounts/${payment.Id}?accountType=BankAccount`, (who) =>
  loggedInAs(createFakeBank(), who)
    .on(bank.accounts, [payment, savings])
    .on(bank.companyAccounts, [payment, savings])
    .on(bankAccounts.sepaAccount, detailsOf(payment))
    .on(bankAccounts.sepaAccountTransactions, [SALARY, RENT]),
);

const meta = { title: 'Screens/Accounts/Account', ...screenMeta } satisfies Meta;
export default meta;

/** The customer renames the account. */
export const Loaded = screen.main({
  bank: (fake) =>
    fake.on(bankAccounts.sepaRenameAccount, ({ CustomName }) => detailsOf(payment, { CustomName })),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Nimeä tili' }));
    const dialog = within(await onPage().findByRole('dialog', { name: 'Nimeä tili' }));
    await fill(dialog.getByLabelText('Tilin nimi'), 'Arkitili');
    await userEvent.click(dialog.getByRole('button', { name: 'Tallenna' }));
    await expect(await canvas.findByText('Tilin nimi on muutettu.')).toBeVisible();
  },
});
export const Loading = screen.loading(bankAccounts.sepaAccount);
export const Empty = screen.state({
  bank: (fake) => fake.on(bankAccounts.sepaAccountTransactions, []),
});
export const Failed = screen.failed(bankAccounts.sepaAccount);
export const Savings = screen.state({
  path: `/bank/accounts/${savings.Id}?accountType=BankAccount`,
  bank: (fake) => fake.on(bankAccounts.sepaAccount, detailsOf(savings)),
});
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
export const KycExpiring = screen.kycExpiring();
export const Company = screen.company();
