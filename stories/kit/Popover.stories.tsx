import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link } from '../../ui/Link';
import { Popover } from '../../ui/Popover';

const meta = {
  title: 'Kit/Overlays/Popover',
  component: Popover,
  args: {
    label: 'Mitä ulkomaan maksujen esto tarkoittaa?',
    children: (
      <p>
        Esto estää maksut ulkomaisista IP-osoitteista; kotimaan osoitteista maksaminen onnistuu
        aina. <Link href="#turvarajat">Lue lisää turvarajoista</Link>
      </p>
    ),
  },
  argTypes: { children: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'A toggle with a small non-modal panel (aria-expanded, aria-controls). Esc closes it and returns focus to the toggle; a click outside closes it.',
      },
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Mitä ulkomaan maksujen esto tarkoittaa?' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).not.toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();

    // Tab reaches the panel's link; Esc from inside closes and returns focus to the toggle.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Lue lisää turvarajoista' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(panel).not.toBeVisible();
    await expect(toggle).toHaveFocus();

    // Keyboard opens it too; a click outside closes it.
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(document.body);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** An icon-only toggle beside a setting; its name comes from `label`. */
export const IconToggle: Story = {
  args: { label: 'Lisätietoa', icon: 'info' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Lisätietoa' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
