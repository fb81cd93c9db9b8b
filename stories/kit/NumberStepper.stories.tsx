import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FormField, type FormFieldProps } from '../../ui/FormField';
import { NumberStepper, type NumberStepperProps } from '../../ui/NumberStepper';

type StoryArgs = NumberStepperProps & Pick<FormFieldProps, 'hint' | 'error'> & { label: string };

/** The stepper keeps its value in the story, as a form would. */
function StatefulStepper({ label, hint, error, value, onChange, ...stepper }: StoryArgs) {
  const [current, setCurrent] = useState(value);
  return (
    <FormField label={label} hint={hint} error={error}>
      <NumberStepper
        {...stepper}
        value={current}
        onChange={(next) => {
          setCurrent(next);
          onChange(next);
        }}
      />
    </FormField>
  );
}

const meta = {
  title: 'Kit/Forms/NumberStepper',
  component: NumberStepper,
  args: { label: 'Maksuerien määrä', value: 36, min: 12, max: 120, onChange: fn() },
  render: (args) => <StatefulStepper {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'A number with − and + buttons inside a FormField, a spinbutton for screen readers; arrow keys step. Typed text is read when the customer leaves the field: spaces stripped, comma as decimal point, clamped to min…max, and a non-number reverts to the previous value.',
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const stepper = canvas.getByRole('spinbutton', { name: 'Maksuerien määrä' });
    await expect(stepper).toHaveAttribute('aria-valuenow', '36');
    await expect(stepper).toHaveAttribute('aria-valuemin', '12');
    await expect(stepper).toHaveAttribute('aria-valuemax', '120');
    await userEvent.click(canvas.getByRole('button', { name: 'Lisää' }));
    await expect(stepper).toHaveValue('37');
    await expect(args.onChange).toHaveBeenLastCalledWith(37);
    await userEvent.click(canvas.getByRole('button', { name: 'Vähennä' }));
    await expect(stepper).toHaveValue('36');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const stepper = canvas.getByRole('spinbutton', { name: 'Maksuerien määrä' });
    await userEvent.tab();
    await expect(stepper).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(stepper).toHaveAttribute('aria-valuenow', '38');
    await userEvent.keyboard('{ArrowDown}');
    await expect(stepper).toHaveValue('37');
    await expect(args.onChange).toHaveBeenLastCalledWith(37);
  },
};

/** Spaces are stripped and a comma is the decimal point; the value is read on leaving or Enter. */
export const TypingIsRead: Story = {
  args: { label: 'Lainasumma', value: 10000, min: 1000, max: 30000, step: 1000 },
  play: async ({ canvas, args }) => {
    const stepper = canvas.getByRole('spinbutton', { name: 'Lainasumma' });
    await expect(stepper).toHaveValue('10\u00a0000');
    await userEvent.clear(stepper);
    await userEvent.type(stepper, '12 500,5{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(12500.5);
    await expect(stepper).toHaveValue('12\u00a0500,5');
    await userEvent.keyboard('{ArrowUp}');
    await expect(stepper).toHaveAttribute('aria-valuenow', '13500.5');
  },
};

/** A typed value beyond a bound is clamped to it; the button towards that bound is disabled. */
export const Clamping: Story = {
  play: async ({ canvas, args }) => {
    const stepper = canvas.getByRole('spinbutton', { name: 'Maksuerien määrä' });
    await userEvent.clear(stepper);
    await userEvent.type(stepper, '500');
    await userEvent.tab();
    await expect(stepper).toHaveValue('120');
    await expect(args.onChange).toHaveBeenLastCalledWith(120);
    await expect(canvas.getByRole('button', { name: 'Lisää' })).toBeDisabled();
    await userEvent.clear(stepper);
    await userEvent.type(stepper, '-3{Enter}');
    await expect(stepper).toHaveValue('12');
    await expect(canvas.getByRole('button', { name: 'Vähennä' })).toBeDisabled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(stepper).toHaveAttribute('aria-valuenow', '12');
  },
};

/** Text that is not a number reverts to the previous value. */
export const RevertsNonNumber: Story = {
  play: async ({ canvas, args }) => {
    const stepper = canvas.getByRole('spinbutton', { name: 'Maksuerien määrä' });
    await userEvent.clear(stepper);
    await userEvent.type(stepper, 'kolme');
    await userEvent.tab();
    await expect(stepper).toHaveValue('36');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AtMinimum: Story = {
  args: { value: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Vähennä' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Lisää' })).toBeEnabled();
  },
};

export const AtMaximum: Story = {
  args: { value: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Lisää' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { error: 'Valitse vähintään 24 erää' },
  play: async ({ canvas }) => {
    const stepper = canvas.getByRole('spinbutton', { name: 'Maksuerien määrä' });
    await expect(stepper).toHaveAttribute('aria-invalid', 'true');
    await expect(stepper).toHaveAccessibleDescription('Virhe: Valitse vähintään 24 erää');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Maksuerien määrä' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Lisää' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Vähennä' })).toBeDisabled();
  },
};
