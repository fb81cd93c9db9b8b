import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as bank from '../../../api/bank';
import * as payments from '../../../api/payments';
import { HELEN, paymentBank } from '../../../app/testing/paymentBank';
import { SAMPLE_ACCOUNTS } from '../../../app/testing/sampleAccounts';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill } from '../play';

const screen = bankScreen(
  `/bank/accounts/transfer?accountId=${SAMPLE_ACCOUNTS.payment.Id}`,
  paymentBank,
);

const meta = { title: 'Screens/Payments/New payment', ...screenMeta } satisfies Meta;
export default meta;

/** The customer fills in a payment; the bank checks the payee and the verification follows. */
export const Loaded = screen.main({
  bank: (fake) => fake.on(payments.consumerVerifyPayee, { Result: 'Match', PayeeName: null }),
  play: async ({ canvas }) => {
    await fill(await canvas.findByRole('textbox', { name: 'Saajan tilinumero' }), HELEN.iban);
    await fill(canvas.getByRole('textbox', { name: 'Saajan nimi' }), HELEN.name);
    await fill(canvas.getByRole('textbox', { name: 'Summa (€)' }), '12,50');
    await fill(canvas.getByRole('textbox', { name: 'Viesti saajalle' }), 'Lasku 123');
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka' }));
    await expect(await canvas.findByText('Saajan nimi täsmää')).toBeVisible();
  },
});
export const Loading = screen.loading(bank.accounts);
export const Failed = screen.failed(bank.accounts);
export const Empty = screen.state({ bank: (fake) => fake.on(bank.accounts, []) });
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
export const KycExpiring = screen.kycExpiring();
export const Company = screen.company();
