import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CARD_LIMIT_LABELS } from '../../domain/cards';
import { Money } from '../../ui/Money';
import { ValueList } from '../../ui/ValueList';

const meta = {
  title: 'Kit/Display/ValueList',
  component: ValueList,
  args: {
    items: [
      {
        id: 'DailyLimitUsage',
        term: CARD_LIMIT_LABELS.DailyLimitUsage,
        value: <Money cents={200000} />,
      },
      {
        id: 'MonthlyLimitUsage',
        term: CARD_LIMIT_LABELS.MonthlyLimitUsage,
        value: <Money cents={800000} />,
      },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'Read-only values with their names, as a definition list: the read-only card limits and regions.',
      },
    },
  },
} satisfies Meta<typeof ValueList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('8 000,00 €');
  },
};
