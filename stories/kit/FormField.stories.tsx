import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { PAYEE_FORM_MESSAGES, payeeNameError } from '../../domain/payments/payeeForm';
import { FormField } from '../../ui/FormField';
import { TextInput } from '../../ui/TextInput';
import { textOf } from '../texts';

const meta = {
  title: 'Kit/Forms/FormField',
  component: FormField,
  args: {
    label: 'Vastaanottaja',
    children: <TextInput />,
  },
  argTypes: { children: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'The wrapper every input of the kit uses: visible label, optional hint, and the error beneath the control with a red border and an icon, announced by screen readers. The form decides when an error shows (after the field was touched or the form submitted); inputs wire themselves through `useFormField()` or a render prop.',
      },
    },
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Vastaanottaja');
    await userEvent.click(canvas.getByText('Vastaanottaja'));
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = {
  args: { hint: 'Nimi sellaisena kuin se on tilinomistajan tiedoissa' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Vastaanottaja')).toHaveAccessibleDescription(
      'Nimi sellaisena kuin se on tilinomistajan tiedoissa',
    );
  },
};

export const WithError: Story = {
  args: {
    hint: 'Nimi sellaisena kuin se on tilinomistajan tiedoissa',
    error: PAYEE_FORM_MESSAGES.forbiddenCharacters,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Vastaanottaja');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `Nimi sellaisena kuin se on tilinomistajan tiedoissa Virhe: ${textOf(PAYEE_FORM_MESSAGES.forbiddenCharacters)}`,
    );
  },
};

/** The form's rule in action: the error appears once the field was touched (left). */
function TouchedField() {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <FormField label="Vastaanottaja" error={touched ? payeeNameError(name) : null}>
      <TextInput
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setTouched(true)}
      />
    </FormField>
  );
}

export const ErrorAfterTouch: Story = {
  render: () => <TouchedField />,
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Vastaanottaja');
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(input);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(region).toHaveTextContent(textOf(PAYEE_FORM_MESSAGES.required));
    await expect(input).toHaveAccessibleDescription(
      `Virhe: ${textOf(PAYEE_FORM_MESSAGES.required)}`,
    );
    await userEvent.type(input, 'Matti Meikäläinen');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(region).toBeEmptyDOMElement();
  },
};

/** A control outside the kit wires itself through the render prop. */
export const RenderProp: Story = {
  args: {
    label: 'Tilityyppi',
    error: 'Valitse tilityyppi',
    children: (field) => (
      <select
        id={field.id}
        aria-describedby={field.describedBy}
        aria-invalid={field.invalid || undefined}
        defaultValue=""
      >
        <option value="">–</option>
        <option value="payment">Käyttötili</option>
        <option value="savings">Säästötili</option>
      </select>
    ),
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Tilityyppi' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Virhe: Valitse tilityyppi');
  },
};
