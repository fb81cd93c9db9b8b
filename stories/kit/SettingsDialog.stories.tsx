import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsDialog } from '../../ui/SettingsDialog';

const meta = {
  title: 'Kit/Overlays/SettingsDialog',
  component: SettingsDialog,
  args: {
    title: 'Kortin rajat',
    editable: true,
    onSave: fn(),
    onClose: fn(),
    children: <p>Kortin asetukset.</p>,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The open modal that CardLimitsModal and BlockedRegionsModal share: Tallenna and Peruuta when the settings may be changed, only the header's Sulje when they are read-only; while saving it cannot be cancelled.",
      },
    },
  },
} satisfies Meta<typeof SettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Kortin rajat' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Tallenna' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Peruuta' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Kortin rajat' }));
    await expect(dialog.queryByRole('button', { name: 'Tallenna' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Kortin rajat' }));
    await expect(dialog.getByRole('button', { name: 'Peruuta' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Sulje' }));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
