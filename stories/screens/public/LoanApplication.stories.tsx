import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import * as calls from '../../../api/loanApplication';
import { STANDARD_LOAN_OFFERS } from '../../../domain/loans/loanOffers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { bankScreen, screenMeta } from '../bankScreen';

const APPLICATION_ID = 'a1000000-0000-4000-8000-000000000001';

const screen = bankScreen('/landing/loan-application?Amount=12000&InstallmentCount=36', () =>
  createFakeBank()
    .on(calls.calculator, { Items: [...STANDARD_LOAN_OFFERS] })
    .on(calls.register, ({ gtm }) => ({ Recorded: gtm.steps }))
    .on(calls.init, ({ Amount, InstallmentCount }) => ({
      status: 'Started' as const,
      flowType: 'loan' as const,
      data: { amount: Amount, duration: InstallmentCount },
      applicationId: APPLICATION_ID,
    }))
    .on(calls.startIdentification, {
      SessionId: 'b1000000-0000-4000-8000-000000000001',
      IdentificationUrl: '#identification',
    }),
);

const meta = { title: 'Screens/Public/Loan application', ...screenMeta } satisfies Meta;
export default meta;

/** The visitor applies for 12 000 € over 36 months and leaves for strong identification. */
export const Loaded = screen.main({
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('slider', { name: 'Lainasumma' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hae lainaa' }));
    await waitFor(() =>
      expect(loaded.screen.bank.requestsTo(calls.startIdentification)).toHaveLength(1),
    );
  },
});
export const Loading = screen.loading(calls.calculator);
export const Failed = screen.failed(calls.calculator);
/** Back from a cancelled identification. */
export const Cancelled = screen.state({ path: '/landing/loan-application?status=cancel' });
export const Terms = screen.state({ path: '/landing/loan-application/terms' });
