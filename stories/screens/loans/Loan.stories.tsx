import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as loans from '../../../api/loans';
import { bankScreen, screenMeta } from '../bankScreen';
import { COMPANY_LOAN, LIMIT, LOAN, loanBank } from './loanBank';

const screen = bankScreen(`/bank/loans/${LOAN.Id}/details`, loanBank);

const meta = { title: 'Screens/Loans/Loan', ...screenMeta } satisfies Meta;
export default meta;

/** The customer goes from the loan to paying its next instalment. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Maksa erä' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Maksa erä' })).toBeVisible();
  },
});
export const Loading = screen.loading(loans.summary);
export const Failed = screen.failed(loans.summary);
export const NoTransactions = screen.state({ bank: (fake) => fake.on(loans.transactions, []) });
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
export const KycExpiring = screen.kycExpiring();
export const Limit = screen.state({ path: `/bank/loans/limit/${LIMIT.Id}/details` });
export const Company = screen.company({ path: `/bank/company/loans/${COMPANY_LOAN.Id}/details` });
export const CompanyLimit = screen.company({
  path: `/bank/company/loans/limit/${LIMIT.Id}/details`,
});
