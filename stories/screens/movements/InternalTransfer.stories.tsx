import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as bank from '../../../api/bank';
import * as bankAccounts from '../../../api/bankAccounts';
import { moved, movementBank } from '../../../app/testing/movementBank';
import { SAMPLE_ACCOUNTS } from '../../../app/testing/sampleAccounts';
import { bankScreen, screenMeta } from '../bankScreen';
import { moveMoney } from '../play';

const { payment, savings } = SAMPLE_ACCOUNTS;

const screen = bankScreen(`/bank/accounts/internal-transfer?accountId=${payment.Id}`, (who) =>
  movementBank(who).on(bank.companyAccounts, [payment, savings]),
);

const meta = { title: 'Screens/Movements/Own transfer', ...screenMeta } satisfies Meta;
export default meta;

/** The customer moves 25 € to savings, checks the summary and confirms. */
export const Loaded = screen.main({
  bank: (fake) => fake.on(bankAccounts.transfer, moved()),
  play: async ({ canvas }) => {
    await moveMoney('Tilille', savings.Id, '25');
    await userEvent.click(await canvas.findByRole('button', { name: 'Vahvista siirto' }));
    await expect(await canvas.findByRole('heading', { name: 'Siirto on tehty' })).toBeVisible();
  },
});
export const Loading = screen.loading(bank.accounts);
export const Failed = screen.failed(bank.accounts);
export const Empty = screen.state({ bank: (fake) => fake.on(bank.accounts, []) });
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
export const KycExpiring = screen.kycExpiring();
export const Company = screen.company();
