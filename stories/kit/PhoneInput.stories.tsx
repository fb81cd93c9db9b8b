import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PHONE_ERRORS } from '../../domain/identity/phone';
import { REFERRAL_MESSAGES } from '../../domain/customer/referralForm';
import { PhoneInput } from '../../ui/PhoneInput';
import { textOf } from '../texts';

const meta = {
  title: 'Kit/Forms/PhoneInput',
  component: PhoneInput,
  args: { label: 'Puhelinnumero', onChange: fn(), onBlur: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A phone number as a country code (+358, +372, +46, +49) and the number. The form receives the joined number, normalised when valid and as typed otherwise; the validator's message shows once the customer has left the number.",
      },
    },
  },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Puhelinnumero' });
    await expect(group).toBeVisible();
    const code = canvas.getByRole('combobox', { name: 'Maatunnus' });
    const number = canvas.getByRole('textbox', { name: 'Numero' });
    await expect(code).toHaveValue('+358');
    await userEvent.type(number, '040 123 4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('+358401234567');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
    await expect(number).not.toHaveAttribute('aria-invalid');
  },
};

/** The country code joins the number; a trunk 0 is dropped once the number is valid. */
export const CountryCode: Story = {
  play: async ({ canvas, args }) => {
    const number = canvas.getByRole('textbox', { name: 'Numero' });
    await userEvent.type(number, '070 123 45 67');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Maatunnus' }), '+46');
    await expect(args.onChange).toHaveBeenLastCalledWith('+46701234567');
  },
};

/** An invalid number is passed on as typed; its message shows only after the customer leaves. */
export const InvalidAfterBlur: Story = {
  play: async ({ canvas, args }) => {
    const number = canvas.getByRole('textbox', { name: 'Numero' });
    await userEvent.type(number, '040 12');
    await expect(args.onChange).toHaveBeenLastCalledWith('+358040 12');
    await expect(number).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(textOf(PHONE_ERRORS.tooShort))).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(`Virhe: ${textOf(PHONE_ERRORS.tooShort)}`);
    await userEvent.type(number, '34567');
    await expect(number).not.toHaveAttribute('aria-invalid');
  },
};

export const Filled: Story = {
  args: { defaultValue: '+37251234567' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Maatunnus' })).toHaveValue('+372');
    await expect(canvas.getByRole('textbox', { name: 'Numero' })).toHaveValue('51234567');
  },
};

/** A message from the form, shown at once (here: required, after a submit). */
export const WithError: Story = {
  args: { error: REFERRAL_MESSAGES.required },
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: 'Numero' });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(
      `Virhe: ${textOf(REFERRAL_MESSAGES.required)}`,
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: '+358401234567', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Maatunnus' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Numero' })).toBeDisabled();
  },
};
