import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, type within } from 'storybook/test';
import { IbanInput, validateIban } from '../../ui/IbanInput';
import { ValidatedField } from './ValidatedField';

interface StoryArgs {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

const meta = {
  title: 'Kit/Forms/IbanInput',
  component: IbanInput,
  args: { label: 'Saajan tilinumero', value: '', onChange: fn() },
  render: ({ label, value, onChange }) => (
    <ValidatedField label={label} initial={value} validate={validateIban} onChange={onChange}>
      {(field) => <IbanInput {...field} />}
    </ValidatedField>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'An account number (IBAN) typed or pasted with or without spaces: the form gets it without spaces in capitals, and leaving the field shows it in groups of four. `parseIban`, `formatIbanText` and `validateIban` (the domain’s `isValidIban`: country, length, structure, national and mod-97 check digits) are pure functions beside it.',
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const ibanField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Saajan tilinumero' });

/** Typed in small letters with spaces: the form gets the electronic form, the field the groups. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = ibanField(canvas);
    await userEvent.type(input, 'fi21 1234 5600 0007 85');
    await expect(args.onChange).toHaveBeenLastCalledWith('FI2112345600000785');
    await userEvent.tab();
    await expect(input).toHaveValue('FI21 1234 5600 0007 85');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Pasted without spaces, as from an e-mail: grouped once the field is left. */
export const Pasted: Story = {
  play: async ({ canvas, args }) => {
    const input = ibanField(canvas);
    await userEvent.click(input);
    await userEvent.paste('DE89370400440532013000');
    await expect(input).toHaveValue('DE89370400440532013000');
    await userEvent.tab();
    await expect(input).toHaveValue('DE89 3704 0044 0532 0130 00');
    await expect(args.onChange).toHaveBeenLastCalledWith('DE89370400440532013000');
  },
};

/** An account the form holds (a saved payee, a restored draft) shows in groups. */
export const Filled: Story = {
  args: { value: 'FI5810171000000122' },
  play: async ({ canvas }) => {
    await expect(ibanField(canvas)).toHaveValue('FI58 1017 1000 0001 22');
  },
};

/** A check digit off: 'Virheellinen tilinumero' once the field is left. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    const input = ibanField(canvas);
    await userEvent.type(input, 'FI21 1234 5600 0007 86');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Virheellinen tilinumero'),
    );
  },
};

/** Left empty: required. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(ibanField(canvas));
    await userEvent.tab();
    await expect(ibanField(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('Tämä tieto tarvitaan'),
    );
  },
};
