import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../ui/Button';
import { Modal, type ModalProps } from '../../ui/Modal';

/** The modal as an app uses it: a button opens it, onClose closes it. */
function ModalDemo({ open: initiallyOpen, onClose, ...args }: ModalProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Muuta rajoja</Button>
      <Modal
        {...args}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Kit/Overlays/Modal',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Kortin rajat',
    children: (
      <p>
        Voit muuttaa kortin päivä- ja kuukausirajoja. Muutokset tulevat voimaan heti tallennuksen
        jälkeen.
      </p>
    ),
  },
  argTypes: { children: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'A modal dialog on the native `<dialog>` and `showModal()`: focus moves inside, the page behind is inert and does not scroll, Esc and the Sulje button close it and focus returns to the opener.',
      },
    },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Muuta rajoja' });
    await userEvent.click(opener);
    const dialog = await page().findByRole('dialog', { name: 'Kortin rajat' });
    const close = within(dialog).getByRole('button', { name: 'Sulje' });
    await waitFor(() => expect(close).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button>Tallenna</Button>
        <Button variant="secondary">Peruuta</Button>
      </>
    ),
  },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Muuta rajoja' });
    await userEvent.click(opener);
    const dialog = await page().findByRole('dialog', { name: 'Kortin rajat' });
    const close = within(dialog).getByRole('button', { name: 'Sulje' });
    const cancel = within(dialog).getByRole('button', { name: 'Peruuta' });
    await waitFor(() => expect(close).toHaveFocus());

    // Tab cycles through the dialog's own controls only.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Tallenna' })).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(cancel).toHaveFocus();

    await userEvent.click(close);
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

/** Open from the start; the page behind does not scroll. (Left out of the docs page, which it would block.) */
export const Open: Story = {
  args: { open: true },
  tags: ['!autodocs'],
  play: async () => {
    await page().findByRole('dialog', { name: 'Kortin rajat' });
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
  },
};

/** A phone's menu: the full height of the screen at its end edge, the whole width of a phone. */
export const Sheet: Story = {
  args: {
    variant: 'sheet',
    title: 'Valikko',
    children: (
      <ul>
        <li>
          <a href="#etusivu">Etusivu</a>
        </li>
        <li>
          <a href="#tilit">Tilit</a>
        </li>
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Muuta rajoja' }));
    const sheet = await page().findByRole('dialog', { name: 'Valikko' });
    const { top, right, height } = sheet.getBoundingClientRect();
    await expect({ top, right, height }).toEqual({
      top: 0,
      right: document.documentElement.clientWidth,
      height: window.innerHeight,
    });
    await userEvent.keyboard('{Escape}');
  },
};
