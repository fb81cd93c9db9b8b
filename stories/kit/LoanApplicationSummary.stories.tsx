import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { calculateLoan } from '../../domain/loans/loanCalculator';
import { STANDARD_LOAN_OFFERS } from '../../domain/loans/loanOffers';
import { eurosToCents, formatMoney } from '../../domain/money/money';
import { LoanApplicationSummary } from '../../ui/LoanApplicationSummary';

const meta = {
  title: 'Kit/Loans/LoanApplicationSummary',
  component: LoanApplicationSummary,
  args: { offers: STANDARD_LOAN_OFFERS, amount: 12000, months: 36, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The loan application’s summary (amount, duration, monthly instalment): a bar stuck to the bottom of the viewport on a phone, a panel stuck to the top beside the form on wide screens. ‘Muokkaa’ opens the loan calculator in a dialog; saving updates the summary and calls `onChange`, cancelling keeps it.',
      },
    },
  },
} satisfies Meta<typeof LoanApplicationSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

const spaced = (text: string) => text.replace(/\s/g, ' ');

function instalmentFor(amount: number, months: number): string {
  const result = calculateLoan({ rows: STANDARD_LOAN_OFFERS, amount, months });
  if (!result.ok) throw new Error(`No offer for ${amount} €`);
  return spaced(formatMoney(eurosToCents(result.offer.InstallmentAmount)));
}

/** The summary's figures, read from its labelled region. */
function summary(canvas: ReturnType<typeof within>) {
  return canvas.getByRole('region', { name: 'Lainahakemuksesi' });
}

async function openEditDialog(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Muokkaa' }));
  return page().findByRole('dialog', { name: 'Muokkaa lainahakemusta' });
}

async function typeAmount(dialog: HTMLElement, value: string) {
  const box = within(dialog).getByRole('textbox', { name: 'Lainasumma' });
  await userEvent.clear(box);
  await userEvent.type(box, `${value}{Enter}`);
}

/** Collapsed: the three figures and 'Muokkaa'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = summary(canvas);
    await expect(region).toHaveTextContent(spaced('12 000 €'));
    await expect(region).toHaveTextContent('36 kk');
    await expect(region).toHaveTextContent(instalmentFor(12000, 36));
    await expect(within(region).getByRole('button', { name: 'Muokkaa' })).toBeVisible();
  },
};

/** 'Muokkaa' opens the calculator at the summary's values (left out of the docs page). */
export const EditDialogOpen: Story = {
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    const dialog = await openEditDialog(canvas);
    await expect(within(dialog).getByRole('slider', { name: 'Lainasumma' })).toHaveAttribute(
      'aria-valuetext',
      '12\u00a0000\u00a0€',
    );
    await expect(within(dialog).getByRole('slider', { name: 'Laina-aika' })).toHaveAttribute(
      'aria-valuetext',
      '36 kk',
    );
    await expect(within(dialog).getByRole('button', { name: 'Tallenna' })).toBeEnabled();
  },
};

/** Saving updates the summary and tells the owner. */
export const SaveUpdatesSummary: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openEditDialog(canvas);
    await typeAmount(dialog, '20000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 20000, months: 36 }),
    );
    const region = summary(canvas);
    await expect(region).toHaveTextContent(spaced('20 000 €'));
    await expect(region).toHaveTextContent(instalmentFor(20000, 36));
    await expect(canvas.getByRole('button', { name: 'Muokkaa' })).toHaveFocus();
  },
};

/** 'Peruuta' and Esc keep the old values; the dialog opens afresh at them. */
export const CancelKeepsValues: Story = {
  play: async ({ canvas, args }) => {
    let dialog = await openEditDialog(canvas);
    await typeAmount(dialog, '25000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(summary(canvas)).toHaveTextContent(spaced('12 000 €'));

    await userEvent.keyboard('{Enter}');
    dialog = await page().findByRole('dialog', { name: 'Muokkaa lainahakemusta' });
    await expect(within(dialog).getByRole('slider', { name: 'Lainasumma' })).toHaveAttribute(
      'aria-valuetext',
      '12\u00a0000\u00a0€',
    );
    await typeAmount(dialog, '3000');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(summary(canvas)).toHaveTextContent(spaced('12 000 €'));
    await expect(summary(canvas)).toHaveTextContent(instalmentFor(12000, 36));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** In a page: the summary stays in view while the application form scrolls under it. */
export const InApplicationPage: Story = {
  render: (args) => (
    <div>
      {Array.from({ length: 12 }, (_, index) => (
        <p key={index}>
          Hakemuksen kysymys {index + 1}: tähän tulevat hakemuksen kentät, joita asiakas täyttää
          samalla kun yhteenveto pysyy näkyvissä.
        </p>
      ))}
      <LoanApplicationSummary {...args} />
    </div>
  ),
};
