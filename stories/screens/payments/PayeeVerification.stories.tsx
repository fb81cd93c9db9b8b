import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import * as auth from '../../../api/auth';
import * as bankPayments from '../../../api/bankPayments';
import { IDENTIFICATION_URL, paymentBank, PREPARED } from '../../../app/testing/paymentBank';
import { storePayment } from '../../../app/testing/storedPayment';
import { bankScreen, screenMeta } from '../bankScreen';

const screen = bankScreen('/bank/accounts/transfer/payee-verification', (who) =>
  paymentBank(who)
    .on(bankPayments.sepaPaymentInit, PREPARED)
    .on(auth.startAuthentication, { IdentificationUrl: IDENTIFICATION_URL }),
);

const meta = { title: 'Screens/Payments/Payee verification', ...screenMeta } satisfies Meta;
export default meta;

/** The payee's name matches; the customer confirms and leaves for strong identification. */
export const Loaded = screen.main({
  prepare: () => storePayment('Match'),
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('Saajan nimi täsmää')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Vahvista maksu' }));
    await waitFor(() =>
      expect(loaded.screen.bank.requestsTo(bankPayments.sepaPaymentInit)).toHaveLength(1),
    );
  },
});
export const CloseMatch = screen.state({ prepare: () => storePayment('CloseMatch') });
export const NoMatch = screen.state({ prepare: () => storePayment('NoMatch') });
export const NotPossible = screen.state({ prepare: () => storePayment('NotPossible') });
/** Opened with no payment under way. */
export const Empty = screen.state();
