import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Stack';

const meta = {
  title: 'Kit/Layout/Stack',
  component: Stack,
  args: {
    gap: 4,
    children: [
      <Button key="pay">Maksa erä</Button>,
      <Button key="move" variant="secondary">
        Siirrä eräpäivää
      </Button>,
    ],
  },
  argTypes: {
    children: { control: false },
    gap: { control: { type: 'range', min: 0, max: 8 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Lays its children out in a column or a row with a gap from the spacing scale (`gap` is a step of `theme.space`).',
      },
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = canvasElement.firstElementChild as HTMLElement;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
  },
};

export const Horizontal: Story = {
  args: { direction: 'horizontal', gap: 3, wrap: true, align: 'center' },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.firstElementChild as HTMLElement;
    await expect(getComputedStyle(stack).flexDirection).toBe('row');
    await expect(getComputedStyle(stack).columnGap).toBe('12px');
    await expect(getComputedStyle(stack).flexWrap).toBe('wrap');
  },
};
