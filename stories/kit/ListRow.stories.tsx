import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Icon } from '../../ui/Icon';
import { ListRow } from '../../ui/ListRow';
import { Money } from '../../ui/Money';

const meta = {
  title: 'Kit/Layout/ListRow',
  component: ListRow,
  args: {
    title: 'Helen Oy',
    details: <span>Viite 1232</span>,
    leading: <Icon name="outgoing" />,
    trailing: <Money cents={-8990} signPrefix />,
  },
  parameters: {
    docs: {
      description: {
        component:
          'The row that AccountRow, TransactionRow and CardList share: picture, title, details and amounts. With `href` the whole row is one link, with `onSelect` one button, named by what it shows, title first.',
      },
    },
  },
} satisfies Meta<typeof ListRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No action: plain content. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('Helen Oy')).toBeVisible();
  },
};

export const AsLink: Story = {
  args: { href: '/bank/accounts/payment?paymentId=p-1' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAccessibleName(/^Helen Oy , Viite 1232 , miinus 89,90 euroa$/);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const AsButton: Story = {
  args: { onSelect: fn() },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /^Helen Oy/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};
