import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fiCards } from '../../i18n/fi/cards';
import { Button } from '../../ui/Button';
import { ConfirmDialog, type ConfirmDialogProps } from '../../ui/ConfirmDialog';

/** As a list uses it: 'Poista' asks first; either answer closes the dialog. */
function ConfirmDemo({ open: initiallyOpen, onConfirm, onCancel, ...args }: ConfirmDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Poista
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onConfirm={() => {
          onConfirm();
          if (!args.busy) setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Kit/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <ConfirmDemo {...args} />,
  args: {
    open: false,
    question: 'Poista maksunsaaja?',
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A modal yes/no question (Kyllä / Ei) before an action that cannot be undone. While `busy`, Kyllä shows a wait and the dialog cannot be cancelled.',
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Poista' }));
    const dialog = await page().findByRole('dialog', { name: 'Poista maksunsaaja?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kyllä' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Cancelled: Story = {
  args: { question: fiCards.invitation.removeQuestion },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Poista' });
    await userEvent.click(opener);
    let dialog = await page().findByRole('dialog', { name: fiCards.invitation.removeQuestion });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ei' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    dialog = await page().findByRole('dialog', { name: fiCards.invitation.removeQuestion });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Open from the start (left out of the docs page, which an open dialog would block). */
export const WithExplanation: Story = {
  tags: ['!autodocs'],
  args: {
    open: true,
    children: <p>Maksunsaaja poistetaan saajaluettelostasi. Tehdyt maksut eivät muutu.</p>,
  },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Poista maksunsaaja?' });
    await expect(within(dialog).getByText(/poistetaan saajaluettelostasi/)).toBeVisible();
  },
};

/** The confirmed removal is running (left out of the docs page too). */
export const Busy: Story = {
  tags: ['!autodocs'],
  args: { open: true, busy: true },
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Poista maksunsaaja?' });
    const yes = within(dialog).getByRole('button', { name: 'Kyllä' });
    await expect(yes).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Ei' })).toBeDisabled();
    await userEvent.click(yes);
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
  },
};
