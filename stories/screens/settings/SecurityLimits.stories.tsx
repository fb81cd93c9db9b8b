import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import * as auth from '../../../api/auth';
import * as paymentControls from '../../../api/paymentControls';
import type { PaymentControlsRecord } from '../../../api/paymentControls';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { IDENTIFICATION_URL } from '../../../app/testing/paymentBank';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill } from '../play';

const CONTROLS: PaymentControlsRecord = {
  InstantPaymentLimits: {
    MaxPaymentAmount: 2_000_00,
    DailyUsageLimit: 5_000_00,
    MonthlyUsageLimit: 15_000_00,
  },
  EffectiveSecurityControls: {
    DailyUsageLimit: 5_000_00,
    MonthlyUsageLimit: 20_000_00,
    IsCrossborderChannelUsageEnabled: true,
    IsSepaCrossborderPaymentsEnabled: true,
  },
  PendingSecurityControls: null,
};
const STARTED = {
  SessionId: '0b4f6a5e-9d3c-4c1e-8f3a-2b7d9e6c5a41',
  ApprovalText: 'Turvarajojen muutos',
};

const screen = bankScreen('/bank/customer/all-payments-settings', (who) =>
  loggedInAs(createFakeBank(), who)
    .on(paymentControls.getConsumerPaymentControls, CONTROLS)
    .on(paymentControls.getCompanyPaymentControls, CONTROLS)
    .on(paymentControls.consumerPaymentControlsFtnStart, STARTED)
    .on(paymentControls.companyPaymentControlsFtnStart, STARTED)
    .on(auth.startAuthentication, { IdentificationUrl: IDENTIFICATION_URL }),
);

const meta = { title: 'Screens/Settings/Security limits', ...screenMeta } satisfies Meta;
export default meta;

/** The customer lowers the daily limit and leaves to confirm it by strong identification. */
export const Loaded = screen.main({
  play: async ({ canvas, loaded }) => {
    await fill(await canvas.findByRole('textbox', { name: 'Maksut päivässä enintään' }), '1000');
    await userEvent.tab();
    const save = canvas.getByRole('button', { name: 'Tallenna' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() =>
      expect(
        loaded.screen.bank.requestsTo(paymentControls.consumerPaymentControlsFtnStart),
      ).toHaveLength(1),
    );
  },
});
export const Loading = screen.loading(paymentControls.getConsumerPaymentControls);
export const Failed = screen.failed(paymentControls.getConsumerPaymentControls);
export const Pending = screen.state({
  bank: (fake) =>
    fake.on(paymentControls.getConsumerPaymentControls, {
      ...CONTROLS,
      PendingSecurityControls: { ...CONTROLS.EffectiveSecurityControls, DailyUsageLimit: 1_000_00 },
    }),
});
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
export const Company = screen.company({ path: '/bank/company/all-payments-settings' });
export const InstantLimits = screen.state({ path: '/bank/customer/instant-transfers-settings' });
