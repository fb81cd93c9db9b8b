import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link } from '../../ui/Link';

const meta = {
  title: 'Kit/Navigation/Link',
  component: Link,
  args: { href: '#ehdot', children: 'Lue tilin ehdot' },
  parameters: {
    docs: {
      description: {
        component: "The kit's text link: underlined, so it is told apart from text without colour.",
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Lue tilin ehdot' });
    await expect(link).toHaveAttribute('href', '#ehdot');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** In running text. */
export const InText: Story = {
  render: (args) => (
    <p>
      Talletussuoja kattaa talletuksesi. <Link {...args} /> ennen tilin avaamista.
    </p>
  ),
};
