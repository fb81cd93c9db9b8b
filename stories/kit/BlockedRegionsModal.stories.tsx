import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fiKit } from '../../i18n/fi/kit';
import { Button } from '../../ui/Button';
import { BlockedRegionsModal, type BlockedRegionsModalProps } from '../../ui/BlockedRegionsModal';
import { companyPhysicalCard, companyPrepaidCard, sampleCardRestrictions } from './sampleData';

/** As a card page uses it: a button opens the modal, closing and saving close it. */
function BlockedRegionsDemo({
  open: initiallyOpen,
  onClose,
  onSave,
  ...args
}: BlockedRegionsModalProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Muuta käyttöalueita</Button>
      <BlockedRegionsModal
        {...args}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        onSave={(restrictions) => {
          onSave(restrictions);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Kit/Cards/BlockedRegionsModal',
  component: BlockedRegionsModal,
  render: (args) => <BlockedRegionsDemo {...args} />,
  args: {
    open: true,
    card: companyPhysicalCard,
    restrictions: sampleCardRestrictions,
    onSave: fn(),
    onClose: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "'Estetyt käyttöalueet': where the card works. Each of the seven regions is a switch that is ON where use is ALLOWED, with 'Käyttö sallittu' / 'Käyttö estetty' in words beneath it; `onSave` gets the bank's restrictions, where `true` means blocked. Read-only, as a list in words, when the card's `IsCardRestrictionsEditingAllowed` is false.",
      },
    },
  },
} satisfies Meta<typeof BlockedRegionsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Switching Asia on allows it, switching Europe off blocks it; saved as restrictions. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Estetyt käyttöalueet' }));
    await expect(dialog.getAllByRole('switch')).toHaveLength(7);

    const europe = dialog.getByRole('switch', { name: 'Eurooppa' });
    await expect(europe).toBeChecked();
    await expect(europe).toHaveAccessibleDescription('Käyttö sallittu');
    const asia = dialog.getByRole('switch', { name: 'Aasia' });
    await expect(asia).not.toBeChecked();
    await expect(asia).toHaveAccessibleDescription('Käyttö estetty');

    await userEvent.click(asia);
    await expect(asia).toBeChecked();
    await expect(asia).toHaveAccessibleDescription('Käyttö sallittu');
    europe.focus();
    await userEvent.keyboard(' ');
    await expect(europe).toHaveAccessibleDescription('Käyttö estetty');

    await userEvent.click(dialog.getByRole('button', { name: 'Tallenna' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...sampleCardRestrictions,
      asia: false,
      europe: true,
    });
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The server does not let this card's regions be changed: the state of each in words. */
export const ReadOnly: Story = {
  args: { card: companyPrepaidCard },
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Estetyt käyttöalueet' }));
    await expect(
      dialog.getByText('Tämän kortin käyttöalueita ei voi muuttaa verkkopankissa.'),
    ).toBeVisible();
    await expect(dialog.queryByRole('switch')).not.toBeInTheDocument();
    await expect(dialog.getAllByText('Käyttö estetty')).toHaveLength(4);
    await expect(dialog.getAllByText('Käyttö sallittu')).toHaveLength(3);
    await expect(dialog.queryByRole('button', { name: 'Tallenna' })).not.toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A company's card holder sees the regions, and is told to ask her employer to change them. */
export const CardHolder: Story = {
  args: { viewerRole: 'CardHolder' },
  play: async () => {
    const dialog = within(await page().findByRole('dialog', { name: 'Estetyt käyttöalueet' }));
    await expect(dialog.getByText(fiKit.blockedRegionsModal.cardHolderNotice)).toBeVisible();
    await expect(dialog.queryByRole('switch')).not.toBeInTheDocument();
    await expect(dialog.getAllByText('Käyttö sallittu').length).toBeGreaterThan(0);
    await expect(dialog.queryByRole('button', { name: 'Tallenna' })).not.toBeInTheDocument();
  },
};

/** Peruuta drops the changes. */
export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    let dialog = within(await page().findByRole('dialog', { name: 'Estetyt käyttöalueet' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Afrikka' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Peruuta' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Muuta käyttöalueita' }));
    dialog = within(await page().findByRole('dialog', { name: 'Estetyt käyttöalueet' }));
    await expect(dialog.getByRole('switch', { name: 'Afrikka' })).not.toBeChecked();
  },
};

/** Read-only: Sulje closes. */
export const ReadOnlyClose: Story = {
  args: { card: companyPrepaidCard },
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Estetyt käyttöalueet' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sulje' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  },
};
