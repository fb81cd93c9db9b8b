import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PAYEE_FORM_MESSAGES, PAYEE_NAME_MAX_LENGTH } from '../../domain/payments/payeeForm';
import { FormField, type FormFieldProps } from '../../ui/FormField';
import { TextInput, type TextInputProps } from '../../ui/TextInput';
import { textOf } from '../texts';

type StoryArgs = TextInputProps & Pick<FormFieldProps, 'hint' | 'error'> & { label: string };

const meta = {
  title: 'Kit/Forms/TextInput',
  component: TextInput,
  args: { label: 'Vastaanottaja', onChange: fn(), onBlur: fn() },
  render: ({ label, hint, error, ...input }) => (
    <FormField label={label} hint={hint} error={error}>
      <TextInput {...input} />
    </FormField>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A one-line text input inside a FormField: free text by default; with `maxLength` a counter beneath. Forwards its ref for react-hook-form, and passes `inputMode` and `autoComplete` through.',
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Vastaanottaja' });
    await userEvent.type(input, 'Matti Meikäläinen');
    await expect(input).toHaveValue('Matti Meikäläinen');
    await expect(args.onChange).toHaveBeenCalledTimes('Matti Meikäläinen'.length);
  },
};

export const Filled: Story = { args: { defaultValue: 'Matti Meikäläinen' } };

/** The payee form's name: at most 50 characters, counted beneath. */
export const WithCounter: Story = {
  args: { maxLength: PAYEE_NAME_MAX_LENGTH },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Vastaanottaja' });
    await expect(canvas.getByText('0 / 50 merkkiä')).toBeVisible();
    await userEvent.type(input, 'Matti');
    await expect(canvas.getByText('5 / 50 merkkiä')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('5 / 50 merkkiä');
    await userEvent.clear(input);
    await userEvent.click(input);
    const longName = 'Oy Esimerkkiyhtiö Ab, Helsingin toimipaikka ja varasto';
    await userEvent.paste(longName);
    await expect(input).toHaveValue(longName.slice(0, PAYEE_NAME_MAX_LENGTH));
    await expect(canvas.getByText('50 / 50 merkkiä')).toBeVisible();
  },
};

export const FilledWithCounter: Story = {
  args: { maxLength: PAYEE_NAME_MAX_LENGTH, defaultValue: 'Matti Meikäläinen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('17 / 50 merkkiä')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { defaultValue: 'Matti <Meikäläinen>', error: PAYEE_FORM_MESSAGES.forbiddenCharacters },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Vastaanottaja' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `Virhe: ${textOf(PAYEE_FORM_MESSAGES.forbiddenCharacters)}`,
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Matti Meikäläinen', disabled: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Vastaanottaja' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** `type`, `inputMode` and `autoComplete` reach the input: the e-mail of a referral. */
export const Email: Story = {
  args: { label: 'Sähköposti', type: 'email', autoComplete: 'email', maxLength: 80 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Sähköposti' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};
