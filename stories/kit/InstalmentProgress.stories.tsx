import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { instalmentProgress } from '../../domain/loans/instalments';
import { InstalmentProgress } from '../../ui/InstalmentProgress';
import { sampleLoan } from './sampleData';

const meta = {
  title: 'Kit/Display/InstalmentProgress',
  component: InstalmentProgress,
  args: instalmentProgress(sampleLoan),
  parameters: {
    docs: {
      description: {
        component:
          "A loan's instalments paid over all (domain `kit.instalmentProgress`): a bar and the count in words. The bar is a `progressbar` whose value text says the same, so a screen reader hears it once.",
      },
    },
  },
} satisfies Meta<typeof InstalmentProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Maksetut erät' });
    await expect(bar).toHaveAttribute('aria-valuenow', '12');
    await expect(bar).toHaveAttribute('aria-valuemax', '36');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Maksettu 12, eriä yhteensä 36');
    await expect(canvas.getByText('12 / 36 erää maksettu')).toBeVisible();
  },
};

export const NothingPaid: Story = {
  args: { paid: 0, total: 24 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('0 / 24 erää maksettu')).toBeVisible();
  },
};

export const AllPaid: Story = {
  args: { paid: 24, total: 24 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('24 / 24 erää maksettu')).toBeVisible();
  },
};
