import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as bankPayments from '../../../api/bankPayments';
import { toIsoDate } from '../../../domain/dates/dates';
import { paymentBank, PREPARED, sampleReceipt } from '../../../app/testing/paymentBank';
import { storePayment } from '../../../app/testing/storedPayment';
import { bankScreen, screenMeta } from '../bankScreen';

const RECEIPT = sampleReceipt();

const screen = bankScreen(
  `/bank/accounts/transfer/receipt?paymentId=${PREPARED.PaymentId}&status=ok`,
  (who) => paymentBank(who).on(bankPayments.sepaPaymentComplete, RECEIPT),
);

const meta = { title: 'Screens/Payments/Receipt', ...screenMeta } satisfies Meta;
export default meta;

/** The account lacked funds; the customer tries again and the payment is paid. */
export const Loaded = screen.main({
  prepare: () => storePayment('Match', true),
  bank: (fake) =>
    fake.refuse(
      bankPayments.sepaPaymentComplete,
      'PaymentAmount',
      'Tilillä ei ole riittävästi katetta.',
      422,
    ),
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('alert');
    loaded.screen.bank.on(bankPayments.sepaPaymentComplete, RECEIPT);
    await userEvent.click(canvas.getByRole('button', { name: /Yritä uudelleen|Yritä/ }));
    await expect(await canvas.findByText('Maksu on maksettu')).toBeVisible();
  },
});
export const Paid = screen.state({ prepare: () => storePayment('Match', true) });
export const Loading = screen.state({
  prepare: () => storePayment('Match', true),
  bank: (fake) => fake.hang(bankPayments.sepaPaymentComplete),
});
export const Scheduled = screen.state({
  prepare: () => storePayment('Match', true),
  bank: (fake) =>
    fake.on(bankPayments.sepaPaymentComplete, {
      ...RECEIPT,
      Status: 'Scheduled',
      DueDate: toIsoDate(new Date(Date.now() + 9 * 86_400_000)),
      TransactionId: null,
      BookingDate: null,
    }),
});
