import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { kycExplanation } from '../../domain/customer/kyc';
import { fiErrors } from '../../i18n/fi/errors';
import { NextInstalmentPanel } from '../../ui/NextInstalmentPanel';
import { fixedDueDateLoan, overdueLoan, paidLoan, SAMPLE_TODAY, sampleLoan } from './sampleData';

const meta = {
  title: 'Kit/Loans/NextInstalmentPanel',
  component: NextInstalmentPanel,
  args: { loan: sampleLoan, today: SAMPLE_TODAY, actionsEnabled: true },
  parameters: {
    docs: {
      description: {
        component:
          "The loan page's 'Seuraava maksuerä': amount, due date (with 'Myöhässä' when late) and the links 'Maksa erä' and 'Siirrä eräpäivää', by the rules `nextInstalment` and `nextInstalmentActions`. An action that is not allowed is a disabled button whose reason is shown beneath it and read as its description.",
      },
    },
  },
} satisfies Meta<typeof NextInstalmentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Seuraava maksuerä' });
    const inPanel = within(panel);
    await expect(inPanel.getByText('320,50 €')).toBeVisible();
    await expect(inPanel.getByText('Eräpäivä')).toBeVisible();
    await expect(inPanel.getByText('20.02.2026')).toBeVisible();
    await expect(inPanel.queryByText('Myöhässä')).not.toBeInTheDocument();
    const pay = inPanel.getByRole('link', { name: 'Maksa erä' });
    await expect(pay).toHaveAttribute(
      'href',
      '/bank/loans/pay-installment?loanId=loan-1&installmentId=loan-1-i13',
    );
    await expect(inPanel.getByRole('link', { name: 'Siirrä eräpäivää' })).toHaveAttribute(
      'href',
      '/bank/loans/change-duedate?loanId=loan-1&installmentId=loan-1-i13',
    );
    await userEvent.tab();
    await expect(pay).toHaveFocus();
  },
};

/** The instalment is invoiced as late: a red 'Myöhässä' badge and no due-date change. */
export const Overdue: Story = {
  args: { loan: overdueLoan },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('05.02.2026')).toBeVisible();
    await expect(canvas.getByText('Myöhässä')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Maksa erä' })).toBeVisible();
    const change = canvas.getByRole('button', { name: 'Siirrä eräpäivää' });
    await expect(change).toBeDisabled();
    await expect(change).toHaveAccessibleDescription(
      'Myöhässä olevan erän eräpäivää ei voi siirtää.',
    );
  },
};

/** The loan does not allow moving its due dates. */
export const ChangeDueDateNotAllowed: Story = {
  args: { loan: fixedDueDateLoan },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Maksa erä' })).toBeVisible();
    const change = canvas.getByRole('button', { name: 'Siirrä eräpäivää' });
    await expect(change).toBeDisabled();
    await expect(change).toHaveAccessibleDescription('Tämän lainan eräpäivää ei voi siirtää.');
  },
};

/** The customer may not act (here view-only rights): both actions say why. */
export const ActionsDisabled: Story = {
  args: { actionsEnabled: false, disabledReason: kycExplanation('view_only') },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    for (const name of ['Maksa erä', 'Siirrä eräpäivää']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(fiErrors.view_only);
    }
    await expect(canvas.getAllByText(fiErrors.view_only)).toHaveLength(1);
  },
};

/** Company loans hide the instalment actions. */
export const CompanyLoan: Story = {
  args: { loan: { ...sampleLoan, TypeEnum: 'CompanyLoan', CompanyLoanType: 'NormalLoan' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('320,50 €')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NothingToPay: Story = {
  args: { loan: paidLoan },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sinulla ei ole maksettavia eriä.')).toBeVisible();
  },
};
