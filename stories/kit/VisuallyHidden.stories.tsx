import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../ui/Button';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

const meta = {
  title: 'Kit/Foundations/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: ' Säästötili FI21 1234 5600 0007 85' },
  render: (args) => (
    <Button>
      Talleta
      <VisuallyHidden {...args} />
    </Button>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Text for screen readers only, for context a sighted user gets from the layout (which account a Talleta button belongs to).',
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', {
      name: 'Talleta Säästötili FI21 1234 5600 0007 85',
    });
    const hidden = canvas.getByText('Säästötili FI21 1234 5600 0007 85');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(button).toBeVisible();
  },
};
