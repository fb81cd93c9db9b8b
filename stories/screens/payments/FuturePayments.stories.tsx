import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as bankPayments from '../../../api/bankPayments';
import type { CallOutput } from '../../../api/call';
import { toIsoDate } from '../../../domain/dates/dates';
import { HELEN, paymentBank, PREPARED } from '../../../app/testing/paymentBank';
import { SAMPLE_ACCOUNTS } from '../../../app/testing/sampleAccounts';
import { bankScreen, screenMeta } from '../bankScreen';
import { onPage } from '../play';

type FuturePayment = CallOutput<typeof bankPayments.futurePayments>[number];

const inDays = (days: number) => toIsoDate(new Date(Date.now() + days * 86_400_000));
const futurePayment = (fields: Partial<FuturePayment>): FuturePayment => ({
  PaymentId: 'c1000000-0000-4000-8000-000000000009',
  Status: 'Scheduled',
  paymentType: 'Sepa',
  SourceAccountId: SAMPLE_ACCOUNTS.payment.Id,
  RecipientName: HELEN.name,
  RecipientIban: HELEN.iban,
  PaymentAmount: 61_00,
  DueDate: inDays(9),
  ReferenceNumber: null,
  Message: 'Tuleva lasku',
  OwnMessage: null,
  TransactionId: null,
  BookingDate: null,
  FailureReason: null,
  ...fields,
});
const RENT = futurePayment({
  PaymentId: PREPARED.PaymentId,
  RecipientName: 'Vuokranantaja Oy',
  PaymentAmount: 850_00,
  DueDate: inDays(20),
  Message: 'Vuokra',
});
const ELECTRICITY = futurePayment({});

const screen = bankScreen('/bank/accounts/future-payments', (who) =>
  paymentBank(who).on(bankPayments.futurePayments, [RENT, ELECTRICITY]),
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
      RENT,
      futurePayment({
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
