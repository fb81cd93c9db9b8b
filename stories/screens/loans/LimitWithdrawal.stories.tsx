import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as loans from '../../../api/loans';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill } from '../play';
import { LIMIT, loanBank } from './loanBank';

const screen = bankScreen(`/bank/loans/limit/withdrawal?loanId=${LIMIT.Id}`, (who) =>
  loanBank(who).on(loans.limitWithdraw, {
    TransactionId: '6c6c6c6c-1d3f-4e5a-9b7c-000000000002',
    BookingDate: '2026-11-26',
    Amount: 500_00,
    AccountBalance: 1_734_56,
    FreeBalance: 2_500_00,
  }),
);

const meta = { title: 'Screens/Loans/Limit withdrawal', ...screenMeta } satisfies Meta;
export default meta;

/** The customer draws 500 € to the payment account after a summary. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await fill(await canvas.findByLabelText('Nostettava summa'), '500');
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Nosta' }));
    await expect(await canvas.findByRole('heading', { name: 'Nosto on tehty' })).toBeVisible();
  },
});
export const Loading = screen.loading(loans.summary);
export const Failed = screen.failed(loans.summary);
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
export const Company = screen.company({
  path: `/bank/company/loans/limit/withdrawal?loanId=${LIMIT.Id}`,
});
