import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { REFERRAL_MESSAGES } from '../../domain/customer/referralForm';
import { Checkbox } from '../../ui/Checkbox';
import { textOf } from '../texts';

const meta = {
  title: 'Kit/Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Tallenna saaja maksunsaajiin', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A labelled checkbox (the whole row is the touch target) with an optional description and an error beneath. Forwards its ref for react-hook-form.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Tallenna saaja maksunsaajiin' });
    await userEvent.click(canvas.getByText('Tallenna saaja maksunsaajiin'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

/** The referral consent: the description says what the customer agrees to. */
export const WithDescription: Story = {
  args: {
    label: 'Annan suostumukseni',
    description: 'Etu- ja sukunimesi näytetään suosituksen vastaanottajalle.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Annan suostumukseni' }),
    ).toHaveAccessibleDescription('Etu- ja sukunimesi näytetään suosituksen vastaanottajalle.');
  },
};

export const WithError: Story = {
  args: { label: 'Annan suostumukseni', error: REFERRAL_MESSAGES.consentRequired },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Annan suostumukseni' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      `Virhe: ${textOf(REFERRAL_MESSAGES.consentRequired)}`,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Tallenna saaja maksunsaajiin' });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
