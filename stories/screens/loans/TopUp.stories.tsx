import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as loans from '../../../api/loans';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill } from '../play';
import { APPLICATION, LOAN, loanBank } from './loanBank';

const OFFER = {
  LoanId: LOAN.Id,
  RemainingCapital: 6_800_00,
  TopUpIncreaseAmount: 3_000_00,
  Amount: 9_800_00,
  InstallmentCount: 48,
  InstallmentAmount: 244_10,
  OpeningFee: 98_00,
  MonthlyFee: 5_00,
  InstallmentFee: 0,
  InterestRate: 7.9,
  EffectiveAnnualRate: 9.71,
  TotalRepayment: 11_814_80,
  MaxIncreaseAmount: 23_200_00,
};

const screen = bankScreen(`/bank/loans/increase-loan/amount?loanId=${LOAN.Id}`, (who) =>
  loanBank(who)
    .on(loans.topUpCalculator, OFFER)
    .on(loans.applicationFromLoan, { ...APPLICATION, CreatedAt: '2026-11-26T10:00:00+02:00' }),
);

const meta = { title: 'Screens/Loans/Top-up', ...screenMeta } satisfies Meta;
export default meta;

/** The customer prices an increase of 3 000 € and applies for it. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await fill(await canvas.findByLabelText('Korotuksen määrä'), '3000');
    await userEvent.selectOptions(canvas.getByLabelText('Laina-aika'), '48');
    await userEvent.click(canvas.getByRole('button', { name: 'Laske' }));
    await canvas.findByRole('heading', { name: 'Korotetun lainan tiedot' });
    await userEvent.selectOptions(canvas.getByLabelText('Käyttötarkoitus'), 'Renovation');
    await userEvent.click(canvas.getByLabelText(/Hyväksyn korotetun lainan ehdot/));
    await userEvent.click(canvas.getByRole('button', { name: 'Hae korotusta' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Korotushakemus on lähetetty' }),
    ).toBeVisible();
  },
});
export const Loading = screen.loading(loans.summary);
export const Failed = screen.failed(loans.summary);
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
