import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as payments from '../../../api/payments';
import { moved, movementBank } from '../../../app/testing/movementBank';
import { SAMPLE_ACCOUNTS } from '../../../app/testing/sampleAccounts';
import { bankScreen, screenMeta } from '../bankScreen';
import { moveMoney } from '../play';

const { payment, external } = SAMPLE_ACCOUNTS;

const screen = bankScreen(`/bank/accounts/deposit?accountId=${external.Id}`, movementBank);

const meta = { title: 'Screens/Movements/Deposit', ...screenMeta } satisfies Meta;
export default meta;

/** The customer brings 250,50 € from another bank and confirms. */
export const Loaded = screen.main({
  bank: (fake) =>
    fake
      .on(payments.bankAccountStartDeposit, {
        DepositId: 'e1000000-0000-4000-8000-000000000001',
        Amount: 250_50,
      })
      .on(payments.bankAccountCompleteDeposit, moved({ Amount: 250_50 })),
  play: async ({ canvas }) => {
    await moveMoney('Tilille', payment.Id, '250,50');
    await expect(await canvas.findByRole('heading', { name: 'Tarkista tiedot' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Vahvista/ }));
  },
});
export const Loading = screen.loading(payments.bankAccounts);
export const Failed = screen.failed(payments.bankAccounts);
export const Empty = screen.state({ bank: (fake) => fake.on(payments.bankAccounts, []) });
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
