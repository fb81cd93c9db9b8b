import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { moneyParts } from '../../domain/money/money';
import { SpokenText } from '../../ui/SpokenText';

const meta = {
  title: 'Kit/Foundations/SpokenText',
  component: SpokenText,
  args: moneyParts(-1200),
  parameters: {
    docs: {
      description: {
        component:
          "One value shown one way and read another, as the domain's formatters return it (`{ display, aria }`): Money, IbanText and masked card numbers are built on it. The spoken part is a text or a message code, said in the customer's language.",
      },
    },
  },
} satisfies Meta<typeof SpokenText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('−12,00 €')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('miinus 12,00 euroa')).toHaveClass('visually-hidden');
  },
};

/** The same amount read out in Swedish: the sign and the currency in words, the number as Swedish writes it. */
export const InSwedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('−12,00 €')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('minus 12,00 euro')).toHaveClass('visually-hidden');
  },
};

/** In English the decimal point is a point, so that a screen reader says twelve euros. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('−12,00 €')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('minus 12.00 euros')).toHaveClass('visually-hidden');
  },
};
