import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as bankAccounts from '../../../api/bankAccounts';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { detailsOf, SAMPLE_ACCOUNTS } from '../../../app/testing/sampleAccounts';
import { balanceCertificate } from '../../../api/bankProducts';
import { bankScreen, screenMeta } from '../bankScreen';

const MAIN_ACCOUNT = detailsOf({ ...SAMPLE_ACCOUNTS.payment, CustomName: 'Päätili' });

const screen = bankScreen(`/bank/accounts/balance-statement?accountId=${MAIN_ACCOUNT.Id}`, (who) =>
  loggedInAs(createFakeBank(), who).on(bankAccounts.sepaAccount, MAIN_ACCOUNT),
);

const meta = { title: 'Screens/Certificates/Balance statement', ...screenMeta } satisfies Meta;
export default meta;

/** The company asks for the certificate; the bank refuses the day, on the day field. */
export const Company = screen.main({
  who: 'companyMainUser',
  bank: (fake) => fake.refuse(balanceCertificate, 'date', 'Tili ei ollut vielä avattu.'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Lataa todistus (PDF)' }));
    await expect(await canvas.findByText('Tili ei ollut vielä avattu.')).toBeVisible();
  },
});
export const Loading = screen.state({
  who: 'companyMainUser',
  bank: (fake) => fake.hang(bankAccounts.sepaAccount),
});
export const Failed = screen.state({
  who: 'companyMainUser',
  bank: (fake) => fake.unreachable(bankAccounts.sepaAccount),
});
/** A person: certificates are for companies. */
export const Refused = screen.state();
