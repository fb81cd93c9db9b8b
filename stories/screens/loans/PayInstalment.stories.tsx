import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as loans from '../../../api/loans';
import { SAMPLE_ACCOUNTS } from '../../../app/testing/sampleAccounts';
import { bankScreen, screenMeta } from '../bankScreen';
import { onPage } from '../play';
import { INVOICE, LIMIT, LOAN, loanBank, NEXT } from './loanBank';

const screen = bankScreen(
  `/bank/loans/pay-installment?loanId=${LOAN.Id}&installmentId=${NEXT.Id}`,
  loanBank,
);

const meta = { title: 'Screens/Loans/Pay instalment', ...screenMeta } satisfies Meta;
export default meta;

/** Pays from the chosen account after a summary: the loan's instalment or the limit's invoice. */
async function pay(heading: string) {
  const page = onPage();
  await expect(await page.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  await userEvent.selectOptions(
    await page.findByLabelText('Maksutili'),
    SAMPLE_ACCOUNTS.payment.Id,
  );
  await userEvent.click(page.getByRole('button', { name: 'Jatka' }));
  await userEvent.click(await page.findByRole('button', { name: 'Maksa' }));
  await expect(await page.findByRole('heading', { name: 'Erä on maksettu' })).toBeVisible();
}

export const Loaded = screen.main({ play: () => pay('Maksa erä') });
export const Loading = screen.loading(loans.summary);
export const Failed = screen.failed(loans.summary);
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
export const Company = screen.company();
/** The limit's repayment, the same form. */
export const LimitRepayment = screen.main({
  path: `/bank/loans/limit/repayment?loanId=${LIMIT.Id}&installmentId=${INVOICE.Id}`,
  play: () => pay('Lyhennä luottorajaa'),
});
