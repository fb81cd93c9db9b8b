import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, type within } from 'storybook/test';
import { AmountInput, validateAmount, type AmountValue } from '../../ui/AmountInput';
import { ValidatedField } from './ValidatedField';

interface StoryArgs {
  label: string;
  hint?: string;
  value: AmountValue;
  disabled?: boolean;
  onChange: (value: AmountValue) => void;
}

const meta = {
  title: 'Kit/Forms/AmountInput',
  component: AmountInput,
  args: { label: 'Summa (€)', hint: 'Esimerkiksi 125,50', value: '', onChange: fn() },
  render: ({ label, hint, value, disabled, onChange }) => (
    <ValidatedField
      label={label}
      hint={hint}
      initial={value}
      validate={validateAmount}
      onChange={onChange}
    >
      {(field) => <AmountInput {...field} disabled={disabled} />}
    </ValidatedField>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'An amount of euros typed the Finnish way (`1 234,56`, `12 €`, `1234.5`). The form gets cents, or the text as typed while it is not an amount (never dropped); leaving the field shows `1 234,56`. `parseAmount`, `formatAmount` and `validateAmount` are pure functions beside it.',
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const amountField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Summa (€)' });

/** Typed with a space and a comma: the form gets cents, leaving the field shows two decimals. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = amountField(canvas);
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1 234,5');
    await expect(input).toHaveValue('1 234,5');
    await expect(args.onChange).toHaveBeenLastCalledWith(123_450);
    await userEvent.tab();
    await expect(input).toHaveValue('1 234,50');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** An amount the form already holds (a barcode, a restored draft) shows formatted. */
export const Filled: Story = {
  args: { value: 488_315 },
  play: async ({ canvas }) => {
    await expect(amountField(canvas)).toHaveValue('4 883,15');
  },
};

/** Euros with the sign, as on an invoice. */
export const WithEuroSign: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(amountField(canvas), '12 €');
    await expect(args.onChange).toHaveBeenLastCalledWith(1_200);
    await userEvent.tab();
    await expect(amountField(canvas)).toHaveValue('12,00');
  },
};

/** What is not an amount stays as typed, and the field says how to type one. */
export const Unreadable: Story = {
  play: async ({ canvas, args }) => {
    const input = amountField(canvas);
    await userEvent.type(input, '12,345');
    await userEvent.tab();
    await expect(input).toHaveValue('12,345');
    await expect(args.onChange).toHaveBeenLastCalledWith('12,345');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Syötä summa euroina, esimerkiksi 125,50'),
    );
  },
};

/** Zero is an amount, but not one that can be paid. */
export const BelowMinimum: Story = {
  play: async ({ canvas }) => {
    const input = amountField(canvas);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('0,00');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Syötä arvoksi vähintään 0,01 €'),
    );
  },
};

/** Left empty: required. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(amountField(canvas));
    await userEvent.tab();
    await expect(amountField(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('Tämä tieto tarvitaan'),
    );
  },
};

export const Disabled: Story = {
  args: { value: 12_550, disabled: true },
  play: async ({ canvas, args }) => {
    const input = amountField(canvas);
    await expect(input).toBeDisabled();
    await userEvent.type(input, '1');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
