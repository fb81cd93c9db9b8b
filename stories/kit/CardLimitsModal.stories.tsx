import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { fiKit } from '../../i18n/fi/kit';
import { Button } from '../../ui/Button';
import { CardLimitsModal, type CardLimitsModalProps } from '../../ui/CardLimitsModal';
import {
  companyPhysicalCard,
  companyPrepaidCard,
  companyVirtualCard,
  sampleCardLimits,
} from './sampleData';

/** As a card page uses it: a button opens the modal, closing and saving close it. */
function CardLimitsDemo({ open: initiallyOpen, onClose, onSave, ...args }: CardLimitsModalProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Muuta kortin rajoja</Button>
      <CardLimitsModal
        {...args}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        onSave={(limits) => {
          onSave(limits);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Kit/Cards/CardLimitsModal',
  component: CardLimitsModal,
  render: (args) => <CardLimitsDemo {...args} />,
  args: {
    open: true,
    card: companyPhysicalCard,
    limits: sampleCardLimits,
    onSave: fn(),
    onClose: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "'Kortin rajat': the card's cash-withdrawal (physical cards only) and usage limits on sliders up to 1 000 / 2 000 / 10 000 / 20 000 €. Read-only when the card's `IsCardUsageLimitsEditingAllowed` is false; a card holder gets the notice to contact the employer instead of the controls. Tallenna hands all four limits in cents to `onSave`.",
      },
    },
  },
} satisfies Meta<typeof CardLimitsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** A physical card: four limits; the typed and slid values are saved in cents. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Kortin rajat' }));
    await expect(dialog.getAllByRole('slider')).toHaveLength(4);

    const atmDaily = dialog.getByRole('textbox', { name: 'Nostoraja päivässä' });
    await userEvent.clear(atmDaily);
    await userEvent.type(atmDaily, '750');
    await userEvent.tab();
    fireEvent.change(dialog.getByRole('slider', { name: 'Käyttöraja kuukaudessa' }), {
      target: { value: '120' },
    });

    await userEvent.click(dialog.getByRole('button', { name: 'Tallenna' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      DailyLimitATM: 75000,
      MonthlyLimitATM: 150000,
      DailyLimitUsage: 200000,
      MonthlyLimitUsage: 1200000,
    });
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A virtual card has no cash withdrawals: only the usage limits. */
export const VirtualCard: Story = {
  args: { card: companyVirtualCard },
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Kortin rajat' }));
    await expect(dialog.getAllByRole('slider')).toHaveLength(2);
    await expect(dialog.queryByText('Nostoraja päivässä')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Tallenna' }));
    await expect(args.onSave).toHaveBeenCalledWith(sampleCardLimits);
  },
};

/** The server does not let this card's limits be changed: the values in words, no inputs. */
export const ReadOnly: Story = {
  args: { card: companyPrepaidCard },
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Kortin rajat' }));
    await expect(
      dialog.getByText('Tämän kortin rajoja ei voi muuttaa verkkopankissa.'),
    ).toBeVisible();
    await expect(dialog.queryByRole('slider')).not.toBeInTheDocument();
    await expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(dialog.getByText('Käyttöraja kuukaudessa')).toBeVisible();
    await expect(dialog.getByText('8 000,00 euroa')).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Tallenna' })).not.toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A card holder sees the limits and is told to contact the employer. */
export const CardHolder: Story = {
  args: { viewerRole: 'CardHolder' },
  play: async () => {
    const dialog = within(await page().findByRole('dialog', { name: 'Kortin rajat' }));
    await expect(dialog.getByText(fiKit.cardLimitsModal.cardHolderNotice)).toBeVisible();
    await expect(dialog.getByText('Nostoraja päivässä')).toBeVisible();
    await expect(dialog.queryByRole('slider')).not.toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Tallenna' })).not.toBeInTheDocument();
  },
};

/** Without changes to make, Sulje and Esc close the modal. */
export const ReadOnlyClose: Story = {
  args: { viewerRole: 'CardHolder' },
  play: async ({ canvas, args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Kortin rajat' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sulje' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Muuta kortin rajoja' }));
    await page().findByRole('dialog', { name: 'Kortin rajat' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Peruuta drops the changes: the modal opens again with the card's limits. */
export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    let dialog = within(await page().findByRole('dialog', { name: 'Kortin rajat' }));
    fireEvent.change(dialog.getByRole('slider', { name: 'Nostoraja päivässä' }), {
      target: { value: '10' },
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Peruuta' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Muuta kortin rajoja' }));
    dialog = within(await page().findByRole('dialog', { name: 'Kortin rajat' }));
    await expect(dialog.getByRole('textbox', { name: 'Nostoraja päivässä' })).toHaveValue(
      '500\u00a0€',
    );
  },
};

/** Saving: Tallenna waits, the fields are locked and the dialog cannot be cancelled. */
export const Saving: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Kortin rajat' }));
    await expect(dialog.getByRole('button', { name: 'Tallenna' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Peruuta' })).toBeDisabled();
    await expect(dialog.getByRole('slider', { name: 'Nostoraja päivässä' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
