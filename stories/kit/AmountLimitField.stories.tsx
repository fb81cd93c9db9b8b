import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { CARD_LIMIT_MAXIMA } from '../../domain/cards/cards';
import { eurosToCents } from '../../domain/money/money';
import { dailyAboveMonthlyMessage } from '../../domain/payments/securityLimitsForm';
import { AmountLimitField, type AmountLimitFieldProps } from '../../ui/AmountLimitField';

/** The spec's hint, with the maximum in whole euros (`1 000 €`). */
const hint = (max: string) => `Valitse summa väliltä 0–${max.replaceAll(' ', '\u00a0')}\u00a0€`;

/** The field keeps its value in the story, as the card limits modal would. */
function StatefulAmountLimit({ value, onChange, ...field }: AmountLimitFieldProps) {
  const [current, setCurrent] = useState(value);
  return (
    <AmountLimitField
      {...field}
      value={current}
      onChange={(next) => {
        setCurrent(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/Forms/AmountLimitField',
  component: AmountLimitField,
  args: {
    label: 'Nostoraja päivässä',
    max: CARD_LIMIT_MAXIMA.DailyLimitATM,
    value: 500,
    onChange: fn(),
  },
  render: (args) => <StatefulAmountLimit {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'A limit in whole euros from 0 to a maximum, for card limits (1 000 / 2 000 / 10 000 / 20 000 €) and security limits: a box to type it and a slider in steps of 100 €, with the hint from the bank rules.',
      },
    },
  },
} satisfies Meta<typeof AmountLimitField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slider moves in steps of 100 € (the browser's own keys step over these positions). */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Nostoraja päivässä' });
    const slider = canvas.getByRole('slider', { name: 'Nostoraja päivässä' });
    await expect(box).toHaveValue('500\u00a0€');
    await expect(box).toHaveAccessibleDescription(hint('1 000'));
    await expect(slider).toHaveAttribute('aria-valuetext', '500\u00a0€');
    await expect(slider).toHaveAttribute('max', '10');
    fireEvent.change(slider, { target: { value: '6' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(600);
    await expect(box).toHaveValue('600\u00a0€');
    fireEvent.change(slider, { target: { value: '10' } });
    await expect(box).toHaveValue('1\u00a0000\u00a0€');
  },
};

/** A typed amount is kept to the euro and clamped to 0…max when the customer leaves the box. */
export const TypingIsClamped: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Nostoraja päivässä' });
    await userEvent.clear(box);
    await userEvent.type(box, '750');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(750);
    await expect(box).toHaveValue('750\u00a0€');
    await userEvent.clear(box);
    await userEvent.type(box, '5 000{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1000);
    await expect(box).toHaveValue('1\u00a0000\u00a0€');
  },
};

/** Text that is not whole euros stays as typed and shows the hint as the error until fixed. */
export const InvalidTyping: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Nostoraja päivässä' });
    await userEvent.clear(box);
    await userEvent.type(box, '12,50');
    await expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(box).toHaveValue('12,50');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(`${hint('1 000')} Virhe: ${hint('1 000')}`);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, '200');
    await expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(box).toHaveValue('200\u00a0€');
  },
};

export const Empty: Story = { args: { value: 0 } };

export const MonthlyUsageLimit: Story = {
  args: {
    label: 'Käyttöraja kuukaudessa',
    max: CARD_LIMIT_MAXIMA.MonthlyLimitUsage,
    value: 8000,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Käyttöraja kuukaudessa' }),
    ).toHaveAccessibleDescription(hint('20 000'));
    await expect(canvas.getByRole('slider')).toHaveAttribute('max', '200');
  },
};

/** A message from the form, here the security limits' cross-check. */
export const WithError: Story = {
  args: {
    label: 'Päiväkohtainen enimmäismäärä',
    max: 10000,
    value: 6000,
    error: dailyAboveMonthlyMessage(eurosToCents(5000)),
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Päiväkohtainen enimmäismäärä' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      `${hint('10 000')} Virhe: Päiväkohtaisen enimmäismäärän tulee olla alle kuukausikohtaisen (5\u00a0000,00\u00a0€)`,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Nostoraja päivässä' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Nostoraja päivässä' })).toBeDisabled();
  },
};

/** In Swedish: the hint and the message of the rules in the customer's language. */
export const InSwedish: Story = {
  args: { label: 'Uttagsgräns per dag' },
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Uttagsgräns per dag' }),
    ).toHaveAccessibleDescription('Välj ett belopp mellan 0 och 1\u00a0000\u00a0€');
  },
};
