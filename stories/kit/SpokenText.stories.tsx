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
          "One value shown one way and read another, as the domain's formatters return it (`{ display, aria }`): Money, IbanText and masked card numbers are built on it.",
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
