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
          'One choice as a row of buttons with radio-group semantics (one tab stop, arrow keys move and choose). In `collapsible` mode a click on the chosen option clears the choice; the other options stay visible, so there is no separate "Muuta" button.',
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

/** Collapse mode: clicking the chosen option clears the choice. */
export const Collapsible: Story = {
  args: { collapsible: true, value: 'Email' },
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('radio', { name: 'Sähköposti' });
    await expect(email).toBeChecked();
    await userEvent.click(email);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    for (const option of canvas.getAllByRole('radio')) await expect(option).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(email).toBeChecked();
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
