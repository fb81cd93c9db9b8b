import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { iconNames } from '../../ui/Icon';
import { IconButton } from '../../ui/IconButton';

const meta = {
  title: 'Kit/Actions/IconButton',
  component: IconButton,
  args: { icon: 'close', label: 'Sulje', onClick: fn() },
  argTypes: { icon: { control: 'select', options: iconNames } },
  parameters: {
    docs: {
      description: {
        component:
          'A 44 px icon-only button (close, remove, copy). The icon is decoration; `label` is the accessible name.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sulje' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Copy: Story = {
  args: { icon: 'copy', label: 'Kopioi tilinumero' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kopioi tilinumero' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sulje' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
