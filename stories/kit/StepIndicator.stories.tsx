import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StepIndicator } from '../../ui/StepIndicator';

const meta = {
  title: 'Kit/Navigation/StepIndicator',
  component: StepIndicator,
  args: { current: 2, total: 4 },
  parameters: {
    docs: {
      description: {
        component:
          'N equal segments filled up to the current step, captioned Vaihe 2/4; screen readers get a progress bar with the same words as its value.',
      },
    },
  },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Edistyminen' });
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '4');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Vaihe 2/4');
    await expect(canvas.getByText('Vaihe 2/4')).toBeVisible();
  },
};

export const FirstStep: Story = {
  args: { current: 1, total: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Vaihe 1/3');
  },
};

export const LastStep: Story = {
  args: { current: 4, total: 4, label: 'Lainahakemuksen vaiheet' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Lainahakemuksen vaiheet' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'Vaihe 4/4');
  },
};
