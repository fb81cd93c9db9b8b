import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, type within } from 'storybook/test';
import { calculateLoan, type LoanOfferRow } from '../../domain/loans/loanCalculator';
import { STANDARD_LOAN_OFFERS } from '../../domain/loans/loanOffers';
import { eurosToCents, formatMoney } from '../../domain/money/money';
import { LoanCalculator } from '../../ui/LoanCalculator';
import { loanOffersWithGap } from './sampleData';

const meta = {
  title: 'Kit/Loans/LoanCalculator',
  component: LoanCalculator,
  args: { offers: STANDARD_LOAN_OFFERS, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Sliders for the loan amount (1 000 € steps) and duration (1 month steps) over the offer table, and the offer the domain’s `calculateLoan` prices for them, with the representative example consumer-credit marketing must show. Figures change at once; a polite live region says the new instalment and rate half a second after the sliders settle.',
      },
    },
  },
} satisfies Meta<typeof LoanCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Text as a reader sees it: the formatter's no-break spaces as plain spaces. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

/** The monthly instalment calculateLoan prices, as the calculator shows it. */
function instalmentFor(offers: readonly LoanOfferRow[], amount: number, months: number): string {
  const result = calculateLoan({ rows: offers, amount, months });
  if (!result.ok) throw new Error(`No offer for ${amount} €`);
  return spaced(formatMoney(eurosToCents(result.offer.InstallmentAmount)));
}

/** The value beside a figure's name in the results. */
function figure(canvas: Canvas, name: string): HTMLElement {
  const value = canvas.getByText(name, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${name}`);
  return value;
}

/** Types a value into a slider's box as a customer does, Enter to confirm. */
async function typeInto(canvas: Canvas, label: string, value: string) {
  const box = canvas.getByRole('textbox', { name: label });
  await userEvent.clear(box);
  await userEvent.type(box, `${value}{Enter}`);
}

/**
 * The defaults 10 000 € and 36 months. Moving the amount slider (a change event as a key press
 * makes: synthetic keys cannot drive a native range) changes the instalment to calculateLoan's.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const amount = canvas.getByRole('slider', { name: 'Lainasumma' });
    await expect(amount).toHaveAttribute('aria-valuetext', '10\u00a0000\u00a0€');
    await expect(canvas.getByRole('slider', { name: 'Laina-aika' })).toHaveAttribute(
      'aria-valuetext',
      '36 kk',
    );
    await expect(figure(canvas, 'Kuukausierä')).toHaveTextContent(
      instalmentFor(STANDARD_LOAN_OFFERS, 10000, 36),
    );
    await expect(figure(canvas, 'Todellinen vuosikorko')).toHaveTextContent('10,36 %');
    await expect(figure(canvas, 'Nimelliskorko')).toHaveTextContent('7,90 %');
    await expect(canvas.getByText(/^Esimerkki:/)).toHaveTextContent(
      spaced(
        'Esimerkki: 10 000 €, 36 kk, nimelliskorko 7,90 %, avausmaksu 60,00 €, kuukausimaksu 7,50 €, kuukausierä 320,40 €, todellinen vuosikorko 10,36 %, yhteensä 11 594,40 €.',
      ),
    );

    // Positions count from 1 000 €: position 10 is 11 000 €.
    fireEvent.change(amount, { target: { value: '10' } });
    const instalment = instalmentFor(STANDARD_LOAN_OFFERS, 11000, 36);
    await expect(figure(canvas, 'Kuukausierä')).toHaveTextContent(instalment);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        amount: 11000,
        months: 36,
        offer: expect.objectContaining({ InstallmentAmount: 351.69 }),
      }),
    );
  },
};

/** A screen reader hears the new figures once, after the customer stops; not on opening. */
export const AnnouncesWhenSettled: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toBeEmptyDOMElement();
    await typeInto(canvas, 'Laina-aika', '48');
    // The figures change at once, the announcement waits for the sliders to settle.
    await expect(figure(canvas, 'Kuukausierä')).toHaveTextContent(
      instalmentFor(STANDARD_LOAN_OFFERS, 10000, 48),
    );
    await expect(status).toBeEmptyDOMElement();
    await waitFor(() =>
      expect(status).toHaveTextContent(
        `Kuukausierä ${instalmentFor(STANDARD_LOAN_OFFERS, 10000, 48)}, todellinen vuosikorko`,
      ),
    );
  },
};

/** Every control by keyboard: the value boxes take typing, Tab walks through in order. */
export const Keyboard: Story = {
  args: { onApply: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Lainasumma' })).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}15400{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Lainasumma' })).toHaveValue('15\u00a0000');
    await userEvent.tab();
    await expect(canvas.getByRole('slider', { name: 'Lainasumma' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Laina-aika' })).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}60{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    const apply = canvas.getByRole('button', { name: 'Hae lainaa' });
    await expect(apply).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 15000, months: 60 }),
    );
    await expect(figure(canvas, 'Kuukausierä')).toHaveTextContent(
      instalmentFor(STANDARD_LOAN_OFFERS, 15000, 60),
    );
  },
};

/**
 * 5 000 € is the edge of two rows; it belongs to the lower (12,9 %, 6–60 months). At 6 000 € the
 * upper row prices it (7,9 %) and the duration slider reaches 120 months.
 */
export const AtBandEdge: Story = {
  args: { amount: 5000, months: 60 },
  play: async ({ canvas }) => {
    const months = canvas.getByRole('slider', { name: 'Laina-aika' });
    await expect(figure(canvas, 'Nimelliskorko')).toHaveTextContent('12,90 %');
    await expect(months).toHaveAttribute('max', String(60 - 6));
    await expect(figure(canvas, 'Kuukausierä')).toHaveTextContent(
      instalmentFor(STANDARD_LOAN_OFFERS, 5000, 60),
    );

    await typeInto(canvas, 'Lainasumma', '6000');
    await expect(figure(canvas, 'Nimelliskorko')).toHaveTextContent('7,90 %');
    await expect(months).toHaveAttribute('max', String(120 - 12));
    await expect(figure(canvas, 'Kuukausierä')).toHaveTextContent(
      instalmentFor(STANDARD_LOAN_OFFERS, 6000, 60),
    );
  },
};

/** Back below the edge, a duration the lower row does not offer follows it down to 60 months. */
export const DurationFollowsBand: Story = {
  args: { amount: 6000, months: 120 },
  play: async ({ canvas, args }) => {
    await typeInto(canvas, 'Lainasumma', '5000');
    await expect(canvas.getByRole('slider', { name: 'Laina-aika' })).toHaveAttribute(
      'aria-valuetext',
      '60 kk',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ amount: 5000, months: 60 }),
    );
  },
};

/** No row covers 7 000 € (loans of 1 000–5 000 € and 10 000–30 000 €): the calculator says so. */
export const NoOffer: Story = {
  args: { offers: loanOffersWithGap, amount: 7000, applyHref: '/landing/loan-application' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('Valitsemallesi summalle ei ole lainatarjousta. Valitse toinen summa.'),
    ).toBeVisible();
    await expect(canvas.queryByText('Kuukausierä')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Hae lainaa' })).not.toBeInTheDocument();

    await typeInto(canvas, 'Lainasumma', '10000');
    await expect(figure(canvas, 'Kuukausierä')).toHaveTextContent(
      instalmentFor(loanOffersWithGap, 10000, 36),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ amount: 10000, offer: expect.anything() }),
    );
  },
};

/** With `applyHref` the apply link carries the selection as the application page reads it. */
export const ApplyLink: Story = {
  args: { applyHref: '/landing/loan-application' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Hae lainaa' });
    await expect(link).toHaveAttribute(
      'href',
      '/landing/loan-application?Amount=10000&InstallmentCount=36',
    );
    await typeInto(canvas, 'Lainasumma', '12000');
    await expect(link).toHaveAttribute(
      'href',
      '/landing/loan-application?Amount=12000&InstallmentCount=36',
    );
  },
};

/** A typed amount that is not a number falls back to 25 000 € and snaps. */
export const TypingFallback: Story = {
  play: async ({ canvas, args }) => {
    await typeInto(canvas, 'Lainasumma', 'paljon');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ amount: 25000 }),
    );
    await expect(figure(canvas, 'Kuukausierä')).toHaveTextContent(
      instalmentFor(STANDARD_LOAN_OFFERS, 25000, 36),
    );
  },
};

/** No offer table at all (the query returned nothing). */
export const NoOffers: Story = {
  args: { offers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/ei ole lainatarjousta/)).toBeVisible();
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
  },
};
