import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as bankAccounts from '../../../api/bankAccounts';
import { depositCertificate } from '../../../api/bankProducts';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { detailsOf, SAMPLE_ACCOUNTS } from '../../../app/testing/sampleAccounts';
import { bankScreen, screenMeta } from '../bankScreen';

const DEPOSIT = detailsOf({
  ...SAMPLE_ACCOUNTS.termDeposit,
  CustomName: 'Määräaikaistalletus 6 kk',
});

const screen = bankScreen(`/bank/accounts/deposit-certificate?accountId=${DEPOSIT.Id}`, (who) =>
  loggedInAs(createFakeBank(), who).on(bankAccounts.sepaAccount, DEPOSIT),
);

const meta = { title: 'Screens/Certificates/Deposit certificate', ...screenMeta } satisfies Meta;
export default meta;

/** The company asks for the certificate; the bank says why it gives none. */
export const Company = screen.main({
  who: 'companyMainUser',
  bank: (fake) => fake.refuse(depositCertificate, 'accountId', 'Tiliä ei löytynyt.', 404),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Lataa todistus (PDF)' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Tiliä ei löytynyt.');
  },
});
export const Loading = screen.state({
  who: 'companyMainUser',
  bank: (fake) => fake.hang(bankAccounts.sepaAccount),
});
export const BalanceChanged = screen.state({
  who: 'companyMainUser',
  bank: (fake) =>
    fake.on(bankAccounts.sepaAccount, { ...DEPOSIT, Balance: DEPOSIT.Balance + 12_00 }),
});
/** A person: certificates are for companies. */
export const Refused = screen.state();
