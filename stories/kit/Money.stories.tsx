import type { Meta, StoryObj } from '@storybook/react-vite';
import { colord } from 'colord';
import { expect } from 'storybook/test';
import { themeFor } from '../../themes';
import { Money } from '../../ui/Money';

/** The colour a theme token computes to, as the browser reports it. */
function rgb(colour: string): string {
  return colord(colour).toRgbString();
}

const meta = {
  title: 'Kit/Display/Money',
  component: Money,
  args: { cents: 123456 },
  parameters: {
    docs: {
      description: {
        component:
          "An amount of euros in the Finnish format (in every language, as the spec asks) with tabular digits that never wraps. Screen readers hear it in words in the customer's language (`miinus 12,00 euroa`, `minus 12,00 euro`, `minus 12.00 euros`); negatives are red and, with the sign prefix, positives green — the sign is always there too, so colour is never alone.",
      },
    },
  },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A balance: no sign, the text colour around it. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('1 234,56 €')).toBeVisible();
    await expect(canvas.getByText('1 234,56 euroa')).toHaveClass('visually-hidden');
    const amount = canvasElement.querySelector('span');
    await expect(amount).toHaveStyle({ whiteSpace: 'nowrap' });
  },
};

export const Negative: Story = {
  args: { cents: -1200 },
  play: async ({ canvas, globals }) => {
    const shown = canvas.getByText('−12,00 €');
    await expect(canvas.getByText('miinus 12,00 euroa')).toBeInTheDocument();
    await expect(shown).toHaveAttribute('aria-hidden', 'true');
    await expect(shown.parentElement).toHaveStyle({
      color: rgb(themeFor(globals.theme).colors.text.negative),
    });
  },
};

export const Zero: Story = {
  args: { cents: 0, signPrefix: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0,00 €')).toBeVisible();
    await expect(canvas.getByText('0,00 euroa')).toBeInTheDocument();
  },
};

/** Incoming money in a transaction list: `+` and green. */
export const PositiveWithSign: Story = {
  args: { cents: 285000, signPrefix: true },
  play: async ({ canvas, globals }) => {
    const shown = canvas.getByText('+2 850,00 €');
    await expect(canvas.getByText('plus 2 850,00 euroa')).toBeInTheDocument();
    await expect(shown.parentElement).toHaveStyle({
      color: rgb(themeFor(globals.theme).colors.text.positive),
    });
  },
};

/** `tone="plain"` keeps even a negative balance in the text colour (totals, summaries). */
export const Plain: Story = {
  args: { cents: -4590, tone: 'plain', signPrefix: true },
  play: async ({ canvas, globals }) => {
    const shown = canvas.getByText('−45,90 €');
    await expect(shown.parentElement).not.toHaveStyle({
      color: rgb(themeFor(globals.theme).colors.text.negative),
    });
  },
};

/** Swedish: 'euro' does not change in the plural, and the number is written as in Finnish. */
export const ReadInSwedish: Story = {
  args: { cents: 123456 },
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 234,56 €')).toBeVisible();
    await expect(canvas.getByText('1 234,56 euro')).toHaveClass('visually-hidden');
  },
};

/** English: a decimal point and a thousands comma, so the amount is read as an amount. */
export const ReadInEnglish: Story = {
  args: { cents: -123456 },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('−1 234,56 €')).toBeVisible();
    await expect(canvas.getByText('minus 1,234.56 euros')).toHaveClass('visually-hidden');
  },
};

/** Incoming money read out in English: plus, the amount, euros. */
export const PositiveReadInEnglish: Story = {
  args: { cents: 1250, signPrefix: true },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('plus 12.50 euros')).toBeInTheDocument();
  },
};
