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

/**
 * A part of a page: the heading starts the stack with no space above it, its text follows at the
 * gap alone, and a status region that has nothing to say yet takes no gap.
 */
export const PartWithHeading: Story = {
  args: {
    gap: 4,
    children: [
      <h2 key="heading">Suosittele meitä</h2>,
      <div key="status" role="status" />,
      <p key="text">Saat palkkion jokaisesta uudesta asiakkaasta.</p>,
      <Button key="refer">Suosittele meitä</Button>,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const stack = canvasElement.firstElementChild as HTMLElement;
    const heading = canvas.getByRole('heading', { name: 'Suosittele meitä' });
    const text = canvas.getByText(/palkkion/);
    await expect(heading.getBoundingClientRect().top).toBe(stack.getBoundingClientRect().top);
    await expect(text.getBoundingClientRect().top - heading.getBoundingClientRect().bottom).toBe(
      16,
    );
    const button = canvas.getByRole('button');
    await expect(button.getBoundingClientRect().top - text.getBoundingClientRect().bottom).toBe(16);
  },
};
