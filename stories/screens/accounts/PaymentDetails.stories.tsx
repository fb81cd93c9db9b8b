import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as bankAccounts from '../../../api/bankAccounts';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { detailsOf, SALARY_DETAILS, SAMPLE_ACCOUNTS } from '../../../app/testing/sampleAccounts';
import { bankScreen, screenMeta } from '../bankScreen';

const { payment } = SAMPLE_ACCOUNTS;

const screen = bankScreen(`/bank/accounts/payment?paymentId=${SALARY_DETAILS.Id}`, (who) =>
  loggedInAs(createFakeBank(), who)
    .on(bankAccounts.accountPaymentDetails, SALARY_DETAILS)
    .on(bankAccounts.sepaAccount, detailsOf(payment)),
);

const meta = { title: 'Screens/Accounts/Payment details', ...screenMeta } satisfies Meta;
export default meta;

/** The customer reads who paid, and finds the way back to the account. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Työnantaja Oy')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Takaisin tilille' })).toBeVisible();
  },
});
export const Loading = screen.loading(bankAccounts.accountPaymentDetails);
export const Failed = screen.failed(bankAccounts.accountPaymentDetails);
export const PaymentFailed = screen.state({
  bank: (fake) =>
    fake.on(bankAccounts.accountPaymentDetails, {
      ...SALARY_DETAILS,
      Amount: -50_00,
      PaymentFailed: true,
      Recipient: 'Vuokranantaja',
    }),
});
