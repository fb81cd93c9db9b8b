import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as loans from '../../../api/loans';
import { bankScreen, screenMeta } from '../bankScreen';
import { LOAN, loanBank, NEXT } from './loanBank';

const screen = bankScreen(
  `/bank/loans/free-month?loanId=${LOAN.Id}&installmentId=${NEXT.Id}`,
  (who) =>
    loanBank(who).on(loans.paymentFreeMonth, {
      ...LOAN,
      InstallmentCount: LOAN.InstallmentCount + 1,
    }),
);

const meta = { title: 'Screens/Loans/Payment-free month', ...screenMeta } satisfies Meta;
export default meta;

/** The customer accepts the price and takes the month. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByLabelText('Hyväksyn lyhennysvapaan kuukauden ja sen hinnan 15,00 €'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ota lyhennysvapaa kuukausi' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Lyhennysvapaa kuukausi on otettu' }),
    ).toBeVisible();
  },
});
export const Loading = screen.loading(loans.summary);
export const Failed = screen.failed(loans.summary);
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
