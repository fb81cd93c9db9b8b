import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DateInput, type DateInputProps } from '../../ui/DateInput';
import { FormField, type FormFieldProps } from '../../ui/FormField';

type StoryArgs = DateInputProps & Pick<FormFieldProps, 'hint' | 'error'> & { label: string };

const meta = {
  title: 'Kit/Forms/DateInput',
  component: DateInput,
  args: { label: 'Eräpäivä', onChange: fn() },
  render: ({ label, hint, error, ...input }) => (
    <FormField label={label} hint={hint} error={error}>
      <DateInput {...input} />
    </FormField>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "The browser's own date input inside a FormField: the value is a `YYYY-MM-DD` calendar date, and `min`/`max` (a Date or `YYYY-MM-DD`) bound what it offers.",
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Eräpäivä');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveValue('');
    await userEvent.type(input, '2025-08-06');
    await expect(input).toHaveValue('2025-08-06');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = { args: { defaultValue: '2025-08-06' } };

/** A new due date within the next month: the browser flags a date outside min…max. */
export const WithMinAndMax: Story = {
  args: {
    min: new Date(2025, 7, 1),
    max: '2025-08-31',
    hint: 'Valitse päivä väliltä 1.8.–31.8.2025',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Eräpäivä');
    await expect(input).toHaveAttribute('min', '2025-08-01');
    await expect(input).toHaveAttribute('max', '2025-08-31');
    await userEvent.type(input, '2025-09-15');
    await expect(input.validity.rangeOverflow).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '2025-08-15');
    await expect(input).toBeValid();
  },
};

export const WithError: Story = {
  args: {
    defaultValue: '2025-09-15',
    max: '2025-08-31',
    error: 'Valitse päivä viimeistään 31.8.2025',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Eräpäivä');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Virhe: Valitse päivä viimeistään 31.8.2025');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2025-08-06', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Eräpäivä')).toBeDisabled();
  },
};
