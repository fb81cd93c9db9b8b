import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ButtonLink } from '../../ui/ButtonLink';

const meta = {
  title: 'Kit/Actions/ButtonLink',
  component: ButtonLink,
  args: { href: '/bank/home', children: 'Siirry etusivulle' },
  parameters: {
    docs: {
      description: {
        component:
          "A link with the primary button's look, for navigation that is the page's main action. It is a real link: it opens in a new tab and is announced as a link.",
      },
    },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Siirry etusivulle' });
    await expect(link).toHaveAttribute('href', '/bank/home');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
