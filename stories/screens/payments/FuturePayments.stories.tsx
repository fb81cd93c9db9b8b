import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as bankPayments from '../../../api/bankPayments';
import { FUTURE_RENT, paymentBank, sampleFuturePayment } from '../../../app/testing/paymentBank';
import { inDays } from '../../../app/testing/sampleLoans';
import { bankScreen, screenMeta } from '../bankScreen';
import { onPage } from '../play';

const ELECTRICITY = sampleFuturePayment();

const screen = bankScreen('/bank/accounts/future-payments', (who) =>
  paymentBank(who).on(bankPayments.futurePayments, [FUTURE_RENT, ELECTRICITY]),
);

const meta = { title: 'Screens/Payments/Future payments', ...screenMeta } satisfies Meta;
export default meta;

/** The customer removes a payment after answering yes. */
export const Loaded = screen.main({
  bank: (fake) => fake.on(bankPayments.removeFuturePayment, { Removed: true }),
  play: async ({ canvas, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Poista maksu: Vuokranantaja Oy' }),
    );
    const question = await onPage().findByRole('dialog', { name: 'Poistetaanko tuleva maksu?' });
    loaded.screen.bank.on(bankPayments.futurePayments, [ELECTRICITY]);
    await userEvent.click(within(question).getByRole('button', { name: 'Kyllä' }));
    await waitFor(() => expect(canvas.queryByText('Vuokranantaja Oy')).toBeNull());
  },
});
export const Loading = screen.loading(bankPayments.futurePayments);
export const Failed = screen.failed(bankPayments.futurePayments);
export const Empty = screen.state({ bank: (fake) => fake.on(bankPayments.futurePayments, []) });
export const PaymentFailed = screen.state({
  bank: (fake) =>
    fake.on(bankPayments.futurePayments, [
      FUTURE_RENT,
      sampleFuturePayment({
        RecipientName: 'Sähkö Oy',
        Status: 'Failed',
        DueDate: inDays(-2),
        FailureReason: 'Tilillä ei ole riittävästi katetta.',
      }),
    ]),
});
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
export const Company = screen.company();
