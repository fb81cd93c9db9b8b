import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, type within } from 'storybook/test';
import { ReferenceInput, validateReference } from '../../ui/ReferenceInput';
import { ValidatedField } from './ValidatedField';

interface StoryArgs {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}

const meta = {
  title: 'Kit/Forms/ReferenceInput',
  component: ReferenceInput,
  args: {
    label: 'Viitenumero',
    hint: 'Anna joko viitenumero tai viesti.',
    value: '',
    onChange: fn(),
  },
  render: ({ label, hint, value, onChange }) => (
    <ValidatedField
      label={label}
      hint={hint}
      initial={value}
      validate={validateReference}
      onChange={onChange}
    >
      {(field) => <ReferenceInput {...field} />}
    </ValidatedField>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A payment reference: a Finnish reference number (check digit 7-3-1) or an RF creditor reference (mod-97). The form gets it without spaces; leaving the field shows it grouped as invoices print it (national in fives from the right, RF in fours). Empty is allowed: a message may be given instead. `parseReference`, `formatReferenceText` and `validateReference` are pure functions beside it.',
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const referenceField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Viitenumero' });

/** A national reference, grouped in fives from the right once the field is left. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = referenceField(canvas);
    await userEvent.type(input, '868516259613');
    await expect(args.onChange).toHaveBeenLastCalledWith('868516259613');
    await userEvent.tab();
    await expect(input).toHaveValue('86 85162 59613');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** An RF reference typed in small letters: capitals and groups of four. */
export const Rf: Story = {
  play: async ({ canvas, args }) => {
    const input = referenceField(canvas);
    await userEvent.type(input, 'rf94 8685 1625 9613');
    await expect(args.onChange).toHaveBeenLastCalledWith('RF94868516259613');
    await userEvent.tab();
    await expect(input).toHaveValue('RF94 8685 1625 9613');
  },
};

/** A reference from a barcode the form already holds. */
export const Filled: Story = {
  args: { value: 'RF09868516259619897' },
  play: async ({ canvas }) => {
    await expect(referenceField(canvas)).toHaveValue('RF09 8685 1625 9619 897');
  },
};

/** A wrong check digit: 'Virheellinen viitenumero'; left empty, nothing is wrong. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    const input = referenceField(canvas);
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, '1233');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Virheellinen viitenumero'),
    );
  },
};
