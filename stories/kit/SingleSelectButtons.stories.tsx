import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { CustomerType } from '../../domain/catalogue/enumerations';
import { fiCatalogue } from '../../i18n/fi/catalogue';
import {
  SingleSelectButtons,
  type SingleSelectButtonsProps,
  type SingleSelectOption,
} from '../../ui/SingleSelectButtons';

type Delivery = 'Email' | 'Sms';

const deliveries: readonly SingleSelectOption<Delivery>[] = [
  { value: 'Email', label: 'Sähköposti' },
  { value: 'Sms', label: 'Tekstiviesti' },
];

/** The buttons keep their choice in the story, as the referral dialog would. */
function StatefulButtons({ value, onChange, ...buttons }: SingleSelectButtonsProps<string>) {
  const [chosen, setChosen] = useState(value);
  return (
    <SingleSelectButtons
      {...buttons}
      value={chosen}
      onChange={(next) => {
        setChosen(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/Forms/SingleSelectButtons',
  component: SingleSelectButtons,
  args: { label: 'Lähetystapa', options: deliveries, value: null, onChange: fn() },
  render: (args) => <StatefulButtons {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'One choice as a row of buttons with radio-group semantics (one tab stop, arrow keys move and choose). In `collapsible` mode a choice folds the options to the chosen one; ‘Muuta valintaa’ (with `aria-expanded`) shows them again and moves the focus to the chosen option, and pressed again folds them. A choice made with the arrow keys folds when the focus leaves the buttons. A click on the chosen option clears the choice and shows every option.',
      },
    },
  },
} satisfies Meta<SingleSelectButtonsProps<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Lähetystapa' })).toBeVisible();
    const email = canvas.getByRole('radio', { name: 'Sähköposti' });
    const sms = canvas.getByRole('radio', { name: 'Tekstiviesti' });
    await expect(email).not.toBeChecked();
    await userEvent.click(sms);
    await expect(sms).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Sms');
    // Without collapse mode the chosen option stays chosen.
    await userEvent.click(sms);
    await expect(sms).toBeChecked();
  },
};

/** One tab stop; arrows move and choose, wrapping round. */
export const Keyboard: Story = {
  args: { value: 'Email' },
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('radio', { name: 'Sähköposti' });
    const sms = canvas.getByRole('radio', { name: 'Tekstiviesti' });
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(sms).toHaveFocus();
    await expect(sms).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(email).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('Email');
    await userEvent.keyboard('{ArrowUp}');
    await expect(sms).toBeChecked();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(sms).toHaveFocus();
  },
};

/** Collapse mode: a choice folds the options; a click on the chosen option clears it. */
export const Collapsible: Story = {
  args: { collapsible: true, value: 'Email' },
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('radio', { name: 'Sähköposti' });
    const change = canvas.getByRole('button', { name: 'Muuta valintaa' });
    await expect(canvas.getAllByRole('radio')).toEqual([email]);
    await expect(change).toHaveAttribute('aria-expanded', 'false');
    await expect(email).toBeChecked();

    await userEvent.click(email);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    for (const option of canvas.getAllByRole('radio')) await expect(option).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Muuta valintaa' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('radio', { name: 'Tekstiviesti' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('Sms');
    const sms = canvas.getByRole('radio', { name: 'Tekstiviesti' });
    await expect(canvas.getAllByRole('radio')).toEqual([sms]);
    await expect(sms).toBeChecked();
    await expect(sms).toHaveFocus();
  },
};

/**
 * Collapse mode by keyboard: 'Muuta valintaa' reopens the options with the focus on the chosen
 * one; the arrows choose, and leaving the buttons folds them to the new choice.
 */
export const CollapsibleKeyboard: Story = {
  args: { collapsible: true, value: 'Email' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Sähköposti' })).toHaveFocus();
    await userEvent.tab();
    const change = canvas.getByRole('button', { name: 'Muuta valintaa' });
    await expect(change).toHaveFocus();
    await expect(change).toHaveAttribute('aria-controls', canvas.getByRole('radiogroup').id);

    await userEvent.keyboard('{Enter}');
    await expect(change).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByRole('radio', { name: 'Sähköposti' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    const sms = canvas.getByRole('radio', { name: 'Tekstiviesti' });
    await expect(sms).toHaveFocus();
    await expect(sms).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Sms');
    // Still open while the focus is among the options or on the toggle.
    await userEvent.tab();
    await expect(change).toHaveFocus();
    await expect(change).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(change).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('radio')).toEqual([sms]);
    await expect(change).toHaveFocus();

    // Reopened, then left by Tab past the toggle: the options fold to the choice.
    await userEvent.keyboard('{Enter}');
    await expect(sms).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(change).not.toHaveFocus();
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
    await expect(change).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The referral target: a person or a company. */
export const ReferralTarget: Story = {
  args: {
    label: 'Suositeltava',
    value: 'Person',
    options: (['Person', 'Company'] as const satisfies readonly CustomerType[]).map((target) => ({
      value: target,
      label: fiCatalogue.customerType[target],
    })),
  },
};

export const WithError: Story = {
  args: { error: 'Valitse lähetystapa' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Lähetystapa' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Virhe: Valitse lähetystapa');
  },
};

export const Disabled: Story = {
  args: { value: 'Sms', disabled: true },
  play: async ({ canvas }) => {
    for (const option of canvas.getAllByRole('radio')) await expect(option).toBeDisabled();
  },
};
