import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as loans from '../../../api/loans';
import { parseIsoDate } from '../../../domain/dates/dates';
import { bankScreen, screenMeta } from '../bankScreen';
import { LOAN, loanBank, NEXT } from './loanBank';

const otherDay = parseIsoDate(NEXT.DueDate)!.getDate() === 15 ? 16 : 15;

const screen = bankScreen(
  `/bank/loans/change-duedate?loanId=${LOAN.Id}&installmentId=${NEXT.Id}`,
  (who) => loanBank(who).on(loans.changeDueDate, LOAN),
);

const meta = { title: 'Screens/Loans/Change due date', ...screenMeta } satisfies Meta;
export default meta;

/** The customer picks another day of the month and moves the due date. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await userEvent.selectOptions(
      await canvas.findByLabelText('Uusi eräpäivä kuukaudessa'),
      String(otherDay),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Siirrä eräpäivä' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Eräpäivä on siirretty' }),
    ).toBeVisible();
  },
});
export const Loading = screen.loading(loans.summary);
export const Failed = screen.failed(loans.summary);
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
