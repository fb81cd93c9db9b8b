import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as loans from '../../../api/loans';
import { sampleTopUpOffer } from '../../../app/testing/sampleLoans';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill } from '../play';
import { APPLICATION, LOAN, loanBank } from './loanBank';

const screen = bankScreen(`/bank/loans/increase-loan/amount?loanId=${LOAN.Id}`, (who) =>
  loanBank(who)
    .on(loans.topUpCalculator, sampleTopUpOffer(LOAN))
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
