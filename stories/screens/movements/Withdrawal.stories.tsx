import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as bankAccounts from '../../../api/bankAccounts';
import * as payments from '../../../api/payments';
import { moved, movementBank } from '../../../app/testing/movementBank';
import { SAMPLE_ACCOUNTS } from '../../../app/testing/sampleAccounts';
import { bankScreen, screenMeta } from '../bankScreen';
import { moveMoney } from '../play';

const { savings, external } = SAMPLE_ACCOUNTS;

const screen = bankScreen(`/bank/accounts/withdrawal?accountId=${external.Id}`, movementBank);

const meta = { title: 'Screens/Movements/Withdrawal', ...screenMeta } satisfies Meta;
export default meta;

/** The customer withdraws 100 € from savings to an account in another bank. */
export const Loaded = screen.main({
  bank: (fake) =>
    fake.on(
      bankAccounts.withdraw,
      moved({ Amount: -100_00, FromAccountBalance: savings.Balance - 100_00 }),
    ),
  play: async ({ canvas }) => {
    await moveMoney('Tililtä', savings.Id, '100');
    await userEvent.click(await canvas.findByRole('button', { name: 'Vahvista nosto' }));
    await expect(await canvas.findByRole('heading', { name: 'Nosto on tehty' })).toBeVisible();
  },
});
export const Loading = screen.loading(payments.bankAccounts);
export const Failed = screen.failed(payments.bankAccounts);
export const Empty = screen.state({ bank: (fake) => fake.on(payments.bankAccounts, []) });
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
