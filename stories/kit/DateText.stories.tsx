import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateText } from '../../ui/DateText';
import { SAMPLE_TODAY } from './sampleData';

const meta = {
  title: 'Kit/Display/DateText',
  component: DateText,
  args: { date: '2026-02-01' },
  parameters: {
    docs: {
      description: {
        component:
          'A date in the Finnish format (`01.02.2026`, short `01.02.`) inside a `<time dateTime>` element. Takes a `Date`, a `YYYY-MM-DD` calendar date (never moved by a time zone) or an ISO date-time.',
      },
    },
  },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const time = canvas.getByText('01.02.2026');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('dateTime', '2026-02-01');
  },
};

export const Short: Story = {
  args: { short: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('01.02.')).toHaveAttribute('dateTime', '2026-02-01');
  },
};

export const FromDate: Story = {
  args: { date: SAMPLE_TODAY },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10.02.2026')).toHaveAttribute('dateTime', '2026-02-10');
  },
};

/** An instant from the server is shown on the local calendar day. */
export const FromDateTime: Story = {
  args: { date: '2026-02-01T09:30:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('01.02.2026')).toHaveAttribute('dateTime', '2026-02-01T09:30:00');
  },
};
